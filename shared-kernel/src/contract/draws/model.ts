import { type Money } from '../money/money';

export const drawKinds = [
  'lottery_ticket_draw',
  'syndicate_share_draw',
  'raffle_ticket_draw',
] as const;
export type DrawKind = (typeof drawKinds)[number];

export const lotteryDrawStatuses = [
  'DRAW_CLOSED',
  'DRAW_OPEN',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
  'DRAW_CAPPED',
] as const;
export type LotteryDrawStatus = (typeof lotteryDrawStatuses)[number];

/** A jackpot or prize pool. */
export type Jackpot = Money;

export interface UpcomingDraw {
  id: string;
  type: DrawKind;
  drawId: string;
  drawNo: number;
  drawOffset: number;
  /** When sales stop, ISO 8601 UTC. */
  stop: string;
  prizePool: Jackpot | null;
  prizePoolSuffix: string | null;
  isPrizePoolUnknown: boolean;
  offers?: string[];
  causes?: string[];
}

export interface DrawResultNumbers {
  /** Winning numbers by set name (Numbers, Supplementary, Powerball…). */
  [setName: string]: number[];
}

export interface PastDraw {
  id: string;
  type: DrawKind;
  drawNo: number;
  drawDate: string;
  lotteryKey: string;
  status?: LotteryDrawStatus;
  prizePool: Jackpot | null;
  results?: DrawResultNumbers;
  jackpotImage?: string | null;
  customerData?: { orders: Array<{ id: string; [field: string]: unknown }> };
}

export interface RafflePrize {
  name: string;
  value: Jackpot | null;
  image?: string | null;
  quantity?: number;
}

export interface RaffleWinner {
  prizeName: string;
  name: string;
  location?: string;
  ticketNumber?: string;
}
