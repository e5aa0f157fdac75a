import { type Email } from '../outbox/service';
import { audText } from '../ledger/aud-text';
import { type Withdrawal } from './repository';

interface Recipient {
  email: string;
  firstname: string;
}

function detailsLink(publicUrl: string, withdrawal: Withdrawal): string {
  return `${publicUrl}/my-account/withdraw/details/${encodeURIComponent(withdrawal.id)}`;
}

/** The email of a new withdrawal request. */
export function requestedEmail(
  recipient: Recipient,
  withdrawal: Withdrawal,
  settings: { publicUrl: string; approvalThresholdCents: number },
): Email {
  const wait =
    withdrawal.status === 'awaiting_approval'
      ? `Withdrawals over ${audText(settings.approvalThresholdCents)} are checked by our payments ` +
        `team before they are paid. We will email you when it is paid.`
      : 'We will email you when it is paid.';
  return {
    recipient: recipient.email,
    subject: 'We have your withdrawal request',
    textBody:
      `Hi ${recipient.firstname},\n\nWe have your request to withdraw ` +
      `${audText(withdrawal.amountCents)} to ${withdrawal.destination} (reference ` +
      `${withdrawal.id}). The amount has left your wallet. ${wait}\n\n` +
      `Follow your withdrawal: ${detailsLink(settings.publicUrl, withdrawal)}\n`,
  };
}

export function paidEmail(recipient: Recipient, withdrawal: Withdrawal, publicUrl: string): Email {
  return {
    recipient: recipient.email,
    subject: 'Your withdrawal is paid',
    textBody:
      `Hi ${recipient.firstname},\n\nYour withdrawal of ${audText(withdrawal.amountCents)} to ` +
      `${withdrawal.destination} (reference ${withdrawal.id}) is paid. Bank transfers can take ` +
      `up to two business days to show in your account.\n\n` +
      `See your withdrawal: ${detailsLink(publicUrl, withdrawal)}\n`,
  };
}

/** Rejected by an operator or returned by the bank or PayPal: the money is back in the wallet. */
export function returnedEmail(
  recipient: Recipient,
  withdrawal: Withdrawal,
  publicUrl: string,
): Email {
  const what = withdrawal.status === 'rejected' ? 'could not be paid' : 'was returned to us';
  return {
    recipient: recipient.email,
    subject: 'Your withdrawal is back in your wallet',
    textBody:
      `Hi ${recipient.firstname},\n\nYour withdrawal of ${audText(withdrawal.amountCents)} to ` +
      `${withdrawal.destination} (reference ${withdrawal.id}) ${what}, so the amount is back ` +
      `in your wallet.${withdrawal.reason ? `\n\nReason: ${withdrawal.reason}` : ''}\n\n` +
      `See your withdrawal: ${detailsLink(publicUrl, withdrawal)}\n`,
  };
}
