import {
  formatCurrency,
  formatDrawDayAndTime,
  formatJackpot,
  type TextFunction,
  type TextKey,
} from 'shared-kernel/contract/format';
import {
  type AutosessionStatus,
  type PublicityStatus,
  type SessionDraw,
  type SessionStatus,
} from 'shared-kernel/contract/social';
import { type LottoPartyTextKey } from 'shared-kernel/contract/texts';

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

/** The remote's texts: `useTranslation(lottoPartyTexts).t` in its components. */
export type LottoPartyText = TextFunction<LottoPartyTextKey | TextKey>;

export function publicityLabelOf(t: LottoPartyText, status: PublicityStatus): string {
  const labels: Record<PublicityStatus, string> = {
    private: t('lotto_party.publicity_private'),
    public: t('lotto_party.publicity_public'),
    promoted: t('lotto_party.publicity_promoted'),
  };
  return labels[status];
}

export function publicityDescriptionOf(t: LottoPartyText, status: PublicityStatus): string {
  const descriptions: Record<PublicityStatus, string> = {
    private: t('lotto_party.publicity_private_description'),
    public: t('lotto_party.publicity_public_description'),
    promoted: t('lotto_party.publicity_promoted_description'),
  };
  return descriptions[status];
}

export function autosessionLabelOf(t: LottoPartyText, status: AutosessionStatus): string {
  const labels: Record<AutosessionStatus, string> = {
    on: t('lotto_party.autosession_on'),
    paused: t('lotto_party.autosession_paused'),
    off: t('lotto_party.autosession_off'),
  };
  return labels[status];
}

export function sessionStatusLabelOf(t: LottoPartyText, status: SessionStatus): string {
  const labels: Record<SessionStatus, string> = {
    open: t('lotto_party.session_status_open'),
    closed: t('lotto_party.session_status_closed'),
    paid: t('lotto_party.session_status_paid'),
    cancelled: t('lotto_party.session_status_cancelled'),
  };
  return labels[status];
}

export const money = (value: { amount: number }) => formatCurrency(value.amount);

/** 'Saturday Lotto draw 4512'. */
export const drawNameOf = (t: LottoPartyText, draw: Pick<SessionDraw, 'lotteryName' | 'drawNo'>) =>
  t('lotto_party.draw_name', { lotteryName: draw.lotteryName, drawNo: draw.drawNo });

/** 'Saturday 28 November at 8:30 pm'. */
export const drawTimeOf = (draw: Pick<SessionDraw, 'drawDate'>) =>
  formatDrawDayAndTime(draw.drawDate);

/** When the draw's sales, and a session's shares, close. */
export const closeTimeOf = (draw: Pick<SessionDraw, 'closeDate'>) =>
  formatDrawDayAndTime(draw.closeDate);

export const jackpotOf = (draw: Pick<SessionDraw, 'jackpot'>) => formatJackpot(draw.jackpot);

/** '1 share', '4 shares'. */
export const sharesText = (t: LottoPartyText, count: number) =>
  count === 1 ? t('lotto_party.shares_one', { count }) : t('lotto_party.shares_other', { count });

/** '1 member', '4 members'. */
export const membersText = (t: LottoPartyText, count: number) =>
  count === 1 ? t('lotto_party.members_one', { count }) : t('lotto_party.members_other', { count });
