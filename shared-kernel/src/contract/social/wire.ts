import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/**
 * Lotto Party (group play) as it travels: the social service under /social/v3 (version 3.0,
 * bearer), api.md §7.9 and product.md §3 "Lotto party". Lists are paged (group list 6, group
 * sessions 10, other lists 10) with `page_info` and the `limit`/`offset` query.
 */

const nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()]);

export const PublicityStatusWire = Type.Union([
  Type.Literal('private'),
  Type.Literal('promoted'),
  Type.Literal('public'),
]);
export type PublicityStatusWire = Static<typeof PublicityStatusWire>;

export const AutosessionStatusWire = Type.Union([
  Type.Literal('on'),
  Type.Literal('paused'),
  Type.Literal('off'),
]);
export type AutosessionStatusWire = Static<typeof AutosessionStatusWire>;

export const SessionStatusWire = Type.Union([
  Type.Literal('open'),
  Type.Literal('closed'),
  Type.Literal('paid'),
  Type.Literal('cancelled'),
]);
export type SessionStatusWire = Static<typeof SessionStatusWire>;

/** The creation wizard's steps, in order (product.md §3). */
export const wizardSteps = [
  'name_group',
  'select_draw',
  'set_share_price',
  'select_auto_session',
  'join_session',
] as const;

/** A lottery draw a session plays (or can be opened for). */
export const SessionDrawWire = Type.Object({
  draw_id: Type.String(),
  lottery_key: Type.String(),
  lottery_name: Type.String(),
  draw_no: Type.Integer(),
  /** When the draw is drawn, ISO 8601 UTC. */
  draw_date: Type.String(),
  /** When its sales (and the session's shares) close, ISO 8601 UTC. */
  close_date: Type.String(),
  jackpot: nullable(MoneyWire),
});
export type SessionDrawWire = Static<typeof SessionDrawWire>;

/** A session's result once its draw is drawn: the games' numbers, the draw's and the prize. */
export const SessionResultWire = Type.Object({
  /** The draw's numbers by set name (main, powerball…). */
  drawn: Type.Record(Type.String(), Type.Array(Type.Integer())),
  /** What the session's ticket won in all; zero when nothing. */
  prize: MoneyWire,
  /** The best division won; null when nothing. */
  division: nullable(Type.Integer()),
});
export type SessionResultWire = Static<typeof SessionResultWire>;

export const SessionWire = Type.Object({
  session_id: Type.String(),
  group_id: Type.String(),
  group_name: Type.String(),
  /** The draw the session plays (one; a list as the spec's Session has `draws`). */
  draws: Type.Array(SessionDrawWire),
  share_price: MoneyWire,
  total_shares: Type.Integer({ minimum: 1 }),
  shares_sold: Type.Integer({ minimum: 0 }),
  shares_remaining: Type.Integer({ minimum: 0 }),
  /** What the shares sold paid. */
  pool: MoneyWire,
  status: SessionStatusWire,
  autosession_status: AutosessionStatusWire,
  /** Why a cancelled session was cancelled ("No shares were sold", "The draw was cancelled"…). */
  cancel_reason: nullable(Type.String()),
  /** The session ticket's games once bought at the draw's close (empty while open). */
  games: Type.Array(Type.Record(Type.String(), Type.Array(Type.Integer()))),
  result: nullable(SessionResultWire),
  /** The caller's shares in this session (0 for a visitor or non-buyer). */
  my_shares: Type.Integer({ minimum: 0 }),
  /** The caller's part of the prize once scored; null before or without shares. */
  my_prize: nullable(MoneyWire),
  /** The caller's share tickets (ids for /my-account/lotto-party/ticket/{id}). */
  my_ticket_ids: Type.Array(Type.String()),
  /** Whether the caller may change auto-session (the group's owner). */
  can_edit: Type.Boolean(),
  created_at: Type.String(),
  closed_at: nullable(Type.String()),
});
export type SessionWire = Static<typeof SessionWire>;

export const GroupWire = Type.Object({
  id: Type.String(),
  group_name: Type.String(),
  publicity_status: PublicityStatusWire,
  /** The owner's first name and initial ("Alex B."). */
  owner_name: Type.String(),
  member_count: Type.Integer({ minimum: 0 }),
  is_member: Type.Boolean(),
  is_owner: Type.Boolean(),
  /** The invite link (PUBLIC_URL/lotto-party/group?token=…): members only, else null. */
  invite_url: nullable(Type.String()),
  open_session: nullable(SessionWire),
  created_at: Type.String(),
});
export type GroupWire = Static<typeof GroupWire>;

/** POST /group: the group's name and publicity (private unless said). */
export const CreateGroupWire = Type.Object({
  group_name: Type.String({ minLength: 1, maxLength: 200 }),
  publicity_status: Type.Optional(PublicityStatusWire),
});
export type CreateGroupWire = Static<typeof CreateGroupWire>;

/** POST /session: a session of the caller's group for an open lottery draw. */
export const CreateSessionWire = Type.Object({
  group_id: Type.String(),
  invite_all_existing_members: Type.Optional(Type.Boolean()),
  draw_id: Type.String(),
  /** Decimal dollars, e.g. "5.00". */
  share_price: Type.String({ pattern: '^[0-9]{1,6}(\\.[0-9]{1,2})?$' }),
  total_shares: Type.Integer({ minimum: 1, maximum: 100000 }),
  autosession_status: Type.Optional(AutosessionStatusWire),
});
export type CreateSessionWire = Static<typeof CreateSessionWire>;

/** PUT /session/{id}: the owner switches auto-session on, pauses it or turns it off. */
export const UpdateSessionWire = Type.Object({
  autosession_status: AutosessionStatusWire,
});
export type UpdateSessionWire = Static<typeof UpdateSessionWire>;

/**
 * POST /session/{id}/shares: puts `num_shares` of the session in the caller's cart (bought at
 * checkout like any ticket). A visitor of a private group joins with the invite token.
 */
export const BuySharesWire = Type.Object({
  num_shares: Type.Integer({ minimum: 1, maximum: 100000 }),
  invite_token: Type.Optional(Type.String({ maxLength: 200 })),
});
export type BuySharesWire = Static<typeof BuySharesWire>;

export const SharesAddedWire = Type.Object({
  session: SessionWire,
  /** Where the customer goes next: the cart's checkout. */
  next: Type.Literal('checkout'),
});
export type SharesAddedWire = Static<typeof SharesAddedWire>;

/** POST /group/{id}/token: the owner revokes the invite link; the answer carries the new one. */
export const InviteLinkWire = Type.Object({ invite_url: Type.String() });
export type InviteLinkWire = Static<typeof InviteLinkWire>;

/** A share ticket of the caller (the account's group-play tickets). */
export const ShareTicketWire = Type.Object({
  id: Type.String(),
  session_id: Type.String(),
  group_id: Type.String(),
  group_name: Type.String(),
  draw: SessionDrawWire,
  num_shares: Type.Integer({ minimum: 1 }),
  price: MoneyWire,
  session_status: SessionStatusWire,
  /** Refunded when the session was cancelled. */
  refunded: Type.Boolean(),
  /** The caller's part of the prize; null until scored. */
  prize: nullable(MoneyWire),
  purchased_at: Type.String(),
});
export type ShareTicketWire = Static<typeof ShareTicketWire>;

/** One holding of a session's ticket in the order view (names masked, the caller's marked). */
export const SessionHoldingWire = Type.Object({
  holder_name: Type.String(),
  is_me: Type.Boolean(),
  shares: Type.Integer({ minimum: 1 }),
  prize: nullable(MoneyWire),
});
export type SessionHoldingWire = Static<typeof SessionHoldingWire>;

/** GET /session/{id}/order?show_details=true: the session's ticket with who holds it. */
export const SessionOrderWire = Type.Object({
  session: SessionWire,
  /** With show_details=true; otherwise empty. */
  holdings: Type.Array(SessionHoldingWire),
  /** The price of one game of the lottery and how many the pool bought. */
  game_price: MoneyWire,
  games_bought: Type.Integer({ minimum: 0 }),
});
export type SessionOrderWire = Static<typeof SessionOrderWire>;

/** GET /config and /config/{lottery_key}: the wizard's limits and the draws sessions can play. */
export const SocialConfigWire = Type.Object({
  wizard_steps: Type.Array(Type.String()),
  group_name: Type.Object({ min_length: Type.Integer(), max_length: Type.Integer() }),
  share_price: Type.Object({ min: MoneyWire, max: MoneyWire, default: MoneyWire }),
  total_shares: Type.Object({ min: Type.Integer(), max: Type.Integer(), default: Type.Integer() }),
  publicity_statuses: Type.Array(PublicityStatusWire),
  /** The lotteries a session can play with their next open draws (only the asked one for /config/{id}). */
  lotteries: Type.Array(
    Type.Object({
      lottery_key: Type.String(),
      lottery_name: Type.String(),
      game_price: MoneyWire,
      draws: Type.Array(SessionDrawWire),
    }),
  ),
  page_sizes: Type.Object({ groups: Type.Integer(), sessions: Type.Integer() }),
});
export type SocialConfigWire = Static<typeof SocialConfigWire>;

export const GroupEnvelopeWire = ResultEnvelopeWire(GroupWire);
export const GroupsEnvelopeWire = EntitiesEnvelopeWire(GroupWire);
export const SessionEnvelopeWire = ResultEnvelopeWire(SessionWire);
export const SessionsEnvelopeWire = EntitiesEnvelopeWire(SessionWire);
export const SharesAddedEnvelopeWire = ResultEnvelopeWire(SharesAddedWire);
export const InviteLinkEnvelopeWire = ResultEnvelopeWire(InviteLinkWire);
export const ShareTicketEnvelopeWire = ResultEnvelopeWire(ShareTicketWire);
export const ShareTicketsEnvelopeWire = EntitiesEnvelopeWire(ShareTicketWire);
export const SessionOrderEnvelopeWire = ResultEnvelopeWire(SessionOrderWire);
export const SocialConfigEnvelopeWire = ResultEnvelopeWire(SocialConfigWire);
