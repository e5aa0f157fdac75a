import { type CamelCased, type WithMoney } from '../call';
import { fromCents, type Money, parseMoney } from '../money/money';
import { formatCurrency } from '../format/currency';
import {
  type AutosessionStatusWire,
  type GroupWire,
  type PublicityStatusWire,
  type SessionDrawWire,
  type SessionHoldingWire,
  type SessionOrderWire,
  type SessionResultWire,
  type SessionStatusWire,
  type SessionWire,
  type ShareTicketWire,
  type SocialConfigWire,
  wizardSteps,
} from './wire';

export { wizardSteps };
export type WizardStep = (typeof wizardSteps)[number];

/** api.md §9: a customer's group list is paged 6 at a time, a group's sessions 10. */
export const groupListPageSize = 6;
export const groupSessionsPageSize = 10;
/** api.md §9: the other Lotto Party lists (discover, share tickets) use the default 10. */
export const socialPageSize = 10;

export const publicityStatuses = ['private', 'promoted', 'public'] as const;
export const autosessionStatuses = ['on', 'paused', 'off'] as const;

export type PublicityStatus = PublicityStatusWire;
export type AutosessionStatus = AutosessionStatusWire;
export type SessionStatus = SessionStatusWire;

export type SessionDraw = WithMoney<CamelCased<SessionDrawWire>, 'jackpot'>;
export type SessionResult = WithMoney<CamelCased<SessionResultWire>, 'prize'>;
export type Session = Omit<
  CamelCased<SessionWire>,
  'draws' | 'sharePrice' | 'pool' | 'result' | 'myPrize'
> & {
  draws: SessionDraw[];
  sharePrice: Money;
  pool: Money;
  result: SessionResult | null;
  myPrize: Money | null;
};
export type Group = Omit<CamelCased<GroupWire>, 'openSession'> & { openSession: Session | null };
export type ShareTicket = Omit<CamelCased<ShareTicketWire>, 'draw' | 'price' | 'prize'> & {
  draw: SessionDraw;
  price: Money;
  prize: Money | null;
};
export type SessionHolding = WithMoney<CamelCased<SessionHoldingWire>, 'prize'>;
export type SessionOrder = Omit<
  CamelCased<SessionOrderWire>,
  'session' | 'holdings' | 'gamePrice'
> & {
  session: Session;
  holdings: SessionHolding[];
  gamePrice: Money;
};
export interface SocialLottery {
  lotteryKey: string;
  lotteryName: string;
  gamePrice: Money;
  draws: SessionDraw[];
}
export type SocialConfig = Omit<
  CamelCased<SocialConfigWire>,
  'sharePrice' | 'lotteries' | 'wizardSteps'
> & {
  wizardSteps: WizardStep[];
  sharePrice: { min: Money; max: Money; default: Money };
  lotteries: SocialLottery[];
};

/** What buying shares answers: the session, and that the cart's checkout comes next. */
export interface SharesAdded {
  session: Session;
  next: 'checkout';
}

/** Texts the customer reads (product.md §5, api.md §8.2 and the social service's messages). */
export const socialMessages = {
  somethingWentWrong: 'Something went wrong',
  groupNameInvalid: 'Give your group a name of 3 to 40 characters.',
  groupNameProfane: 'Please choose a different group name.',
  groupNameTaken: 'A group with this name already exists.',
  drawClosed: 'This draw has closed. Choose another draw.',
  drawRequired: 'Choose a draw.',
  inviteNotFound: 'This invite link is no longer valid.',
  sharesUnavailable: (remaining: number) => `Only ${remaining} shares are left in this session.`,
  wholeNumberBetween: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  sharePriceBetween: (min: Money, max: Money) =>
    `Enter a share price from ${formatCurrency(min.amount)} to ${formatCurrency(max.amount)}.`,
} as const;

/** The error codes of the social service the wizard and pages answer on a field. */
export const socialErrorCodes = {
  groupNameInvalid: 'group_name_invalid',
  groupNameProfane: 'group_name_profane',
  groupNameTaken: 'group_name_taken',
  drawClosed: 'draw_closed',
  sessionExists: 'session_exists',
  sharesUnavailable: 'shares_unavailable',
  groupNotFound: 'group_not_found',
  inviteNotFound: 'invite_not_found',
  sessionNotFound: 'session_not_found',
} as const;

/** Group name limits of the social config (3 to 40 characters once trimmed). */
export const groupNameLengthDefault = { minLength: 3, maxLength: 40 };

/** The group name check of the wizard's first step; undefined when the name is fine. */
export function checkGroupName(
  name: string,
  limits: { minLength: number; maxLength: number } = groupNameLengthDefault,
): string | undefined {
  const length = name.trim().length;
  return length < limits.minLength || length > limits.maxLength
    ? socialMessages.groupNameInvalid
    : undefined;
}

/** The share price check against the config's limits; the text is decimal dollars. */
export function checkSharePrice(
  text: string,
  limits: { min: Money; max: Money },
): string | undefined {
  if (!/^\$?\d{1,6}(\.\d{1,2})?$/.test(text.trim())) return 'Amount must follow format e.g: 1.50';
  const cents = parseMoney(text.trim().replace(/^\$/, ''));
  const minimumCents = Math.round(limits.min.amount * 100);
  const maximumCents = Math.round(limits.max.amount * 100);
  return cents < minimumCents || cents > maximumCents
    ? socialMessages.sharePriceBetween(limits.min, limits.max)
    : undefined;
}

/** A whole-number check (total shares, shares to buy); undefined when within the limits. */
export function checkWholeNumber(text: string, min: number, max: number): string | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return socialMessages.wholeNumberBetween(min, max);
  const value = Number(trimmed);
  return value < min || value > max ? socialMessages.wholeNumberBetween(min, max) : undefined;
}

/** How many shares a customer may ask for: 1 up to what is left in the session. */
export function checkSharesToBuy(text: string, sharesRemaining: number): string | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) {
    return socialMessages.wholeNumberBetween(1, Math.max(sharesRemaining, 1));
  }
  return Number(trimmed) > sharesRemaining
    ? socialMessages.sharesUnavailable(sharesRemaining)
    : undefined;
}

/** Decimal dollars for the wire ("5" → "5.00"). */
export function sharePriceForWire(text: string): string {
  return fromCents(parseMoney(text.trim().replace(/^\$/, '')));
}

/** The first (and only) draw a session plays. */
export function drawOfSession(session: Pick<Session, 'draws'>): SessionDraw | undefined {
  return session.draws[0];
}
