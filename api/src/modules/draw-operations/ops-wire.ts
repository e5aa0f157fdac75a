import { type Static, Type } from '@sinclair/typebox';
import { DrawnNumberSetWire, LotteryDrawStatusWire } from 'shared-kernel/wire/draws';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from 'shared-kernel/wire/envelope';

/**
 * The JSON of the operators' draw calls (`npm run ops -- draw` and `draws`): not part of the
 * shop's client contract, so it lives beside the routes.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A draw as `GET /ops/draws.json` lists it. */
export const OpsDrawWire = Type.Object({
  id: Type.String(),
  offer_key: Type.String(),
  offer_name: Type.String(),
  draw_no: Type.Integer(),
  status: LotteryDrawStatusWire,
  /** When sales stop and when it is drawn, ISO 8601 UTC. */
  stop: Type.String(),
  draw_at: NullableString,
  last_error: NullableString,
  last_error_at: NullableString,
});
export type OpsDrawWire = Static<typeof OpsDrawWire>;

export const OpsDrawsEnvelopeWire = EntitiesEnvelopeWire(OpsDrawWire);

/** What an operator's action on a draw did: the steps run, and where the draw now stands. */
export const OpsDrawOutcomeWire = Type.Intersect([
  OpsDrawWire,
  Type.Object({
    steps: Type.Array(
      Type.Object({
        step: Type.String(),
        outcome: Type.Union([Type.Literal('done'), Type.Literal('waiting')]),
        status: LotteryDrawStatusWire,
      }),
    ),
    failures: Type.Array(Type.Object({ step: Type.String(), error: Type.String() })),
    tickets_root: NullableString,
    ticket_lines: Type.Union([Type.Integer(), Type.Null()]),
    /** The numbers drawn (raffles: the winning ticket positions); null before the draw. */
    numbers: Type.Union([Type.Array(DrawnNumberSetWire), Type.Null()]),
    /**
     * Tickets that won a prize (paid or physical); payouts paid and their total; prizes waiting
     * for a claim check.
     */
    winners: Type.Integer({ minimum: 0 }),
    payouts_paid: Type.Integer({ minimum: 0 }),
    prizes_paid: MoneyWire,
    awaiting_claim: Type.Integer({ minimum: 0 }),
    /** Physical prizes (giveaways) waiting to be delivered: /ops/prize-fulfilments. */
    prizes_to_fulfil: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
]);
export type OpsDrawOutcomeWire = Static<typeof OpsDrawOutcomeWire>;

export const OpsDrawOutcomeEnvelopeWire = ResultEnvelopeWire(OpsDrawOutcomeWire);

export const DrawNowBody = Type.Object({
  offerKey: Type.String({ pattern: '^[a-z0-9_-]{1,100}$' }),
  drawNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type DrawNowBody = Static<typeof DrawNowBody>;

/** `POST /ops/draws/buy-recurring`: the offer, and the draw (default: its next open draw). */
export const BuyRecurringBody = Type.Object({
  offer_key: Type.String({ pattern: '^[a-z0-9_-]{1,100}$' }),
  draw_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type BuyRecurringBody = Static<typeof BuyRecurringBody>;

/** What buying a draw's recurring purchases now did. */
export const OpsBuyRecurringWire = Type.Object({
  draw_no: Type.Integer(),
  purchased: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});
export type OpsBuyRecurringWire = Static<typeof OpsBuyRecurringWire>;

export const OpsBuyRecurringEnvelopeWire = ResultEnvelopeWire(OpsBuyRecurringWire);
