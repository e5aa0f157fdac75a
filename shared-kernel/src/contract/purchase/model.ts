import { type Money } from '../money/money';

export const purchaseStatuses = ['standard', 'pre_order'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

export interface ReceiptProduct {
  brand: string;
  analyticsProductType: string;
  causeKey: string | null;
  productDescription: string;
  drawDate: string | null;
  drawNo: number | null;
  hasFavouriteNumbers: boolean;
  analyticsName: string;
  numDraws: number;
  numGames: number;
  purchasePrice: number;
  prizePool: number | null;
  lotteryKey: string;
  recurringPurchaseEnabled: boolean;
  recurringPurchaseType: string | null;
  analyticsVariant: string | null;
  purchaseStatus: PurchaseStatus;
  daysOfWeek: string[] | null;
}

export interface Receipt {
  checkoutId?: string;
  total: Money;
  trackingData: { goals: string[]; products: ReceiptProduct[] };
}

export const receiptStatuses = ['fetching', 'success', 'error'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];
