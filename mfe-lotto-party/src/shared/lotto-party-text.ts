import { formatCurrency, formatDrawDayAndTime, formatJackpot } from 'shared-kernel/contract/format';
import {
  type AutosessionStatus,
  type PublicityStatus,
  type SessionDraw,
  type SessionStatus,
} from 'shared-kernel/contract/social';

export const lottoPartyPath = '/lotto-party';
/** The cart's payment page: shares put in the cart are bought there. */
export const checkoutPath = '/cart/buy';

export const myGroupsPathOf = (page: number) => `/lotto-party/groups/${page}`;
export const groupPathOf = (groupId: string) => `/lotto-party/group/${encodeURIComponent(groupId)}`;
export const groupSessionsPathOf = (groupId: string, page: number) =>
  `${groupPathOf(groupId)}/sessions/${page}`;
export const sessionOrderPathOf = (sessionId: string) =>
  `/lotto-party/order/${encodeURIComponent(sessionId)}`;
export const discoverPathOf = (page: number) =>
  page > 1 ? `${lottoPartyPath}?page=${page}` : lottoPartyPath;

/**
 * The login page, coming back to `returnPath` afterwards: the path rides in the query (links and
 * analytics see it) and in the navigation state, where the login and signup pages read it.
 */
export function loginPathOf(returnPath: string): string {
  return `/login?redirect=${encodeURIComponent(returnPath).replace(/%2F/g, '/')}`;
}
export const signupPath = '/signup';
export const returnState = (returnPath: string) => ({ from: returnPath });

export const publicityLabels: Record<PublicityStatus, string> = {
  private: 'Private',
  public: 'Public',
  promoted: 'Promoted',
};

export const publicityDescriptions: Record<PublicityStatus, string> = {
  private: 'Only people with your invite link can join.',
  public: 'Anyone can find your group and join.',
  promoted: 'Anyone can find your group, and it is shown first.',
};

export const autosessionLabels: Record<AutosessionStatus, string> = {
  on: 'On',
  paused: 'Paused',
  off: 'Off',
};

export const sessionStatusLabels: Record<SessionStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const money = (value: { amount: number }) => formatCurrency(value.amount);

/** 'Saturday Lotto draw 4512'. */
export const drawNameOf = (draw: Pick<SessionDraw, 'lotteryName' | 'drawNo'>) =>
  `${draw.lotteryName} draw ${draw.drawNo}`;

/** 'Saturday 28 November at 8:30 pm'. */
export const drawTimeOf = (draw: Pick<SessionDraw, 'drawDate'>) =>
  formatDrawDayAndTime(draw.drawDate);

/** When the draw's sales, and a session's shares, close. */
export const closeTimeOf = (draw: Pick<SessionDraw, 'closeDate'>) =>
  formatDrawDayAndTime(draw.closeDate);

export const jackpotOf = (draw: Pick<SessionDraw, 'jackpot'>) => formatJackpot(draw.jackpot);

export const sharesText = (count: number) => `${count} ${count === 1 ? 'share' : 'shares'}`;
