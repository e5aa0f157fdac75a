import { audText } from '../../ledger/aud-text';
import { type Email } from '../../outbox/service';

export interface FailedPurchase {
  /** 'autoplay', 'subscription' or 'pre-order'. */
  kind: string;
  description: string;
  offerName: string;
  drawNo: number;
  amountCents: number;
  reason: string;
  /** Whether topping up the wallet or changing a limit lets it be bought (a soft failure). */
  retryable: boolean;
}

/** The customer's recurring or pre-ordered ticket could not be bought for a draw. */
export function purchaseFailedEmail(
  recipient: { email: string; firstname: string },
  failed: FailedPurchase,
  publicUrl: string,
): Email {
  const next = failed.retryable
    ? `Top up your wallet (${publicUrl}/deposit) or check your limits, then retry the payment ` +
      `from your account before the draw's sales close: ${publicUrl}/my-account`
    : `Your account shows what needs attention: ${publicUrl}/my-account`;
  return {
    recipient: recipient.email,
    subject: `We could not buy your ${failed.offerName} ticket for draw ${failed.drawNo}`,
    textBody:
      `Hi ${recipient.firstname},\n\nWe could not buy your ${failed.kind} ticket ` +
      `(${failed.description}, ${audText(failed.amountCents)}) for ${failed.offerName} draw ` +
      `${failed.drawNo}.\n\nReason: ${failed.reason}\n\n${next}\n`,
  };
}
