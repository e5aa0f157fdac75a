/**
 * The bank-feed port: how the shop learns that money for a bank deposit (bank transfer, BPAY,
 * PayID/Osko, direct debit) reached its account. Each credit on the shop's account quotes the
 * deposit's reference; `BankDepositsService.applyCredit` settles the deposit it names when the
 * amount matches, and leaves anything else to an operator.
 *
 * Built-in adapter: the operator page `/ops/deposits` (role `payments`), where an operator who
 * sees the money on the bank statement marks a deposit received (settle) or not received (void).
 *
 * A real adapter reads the bank's feed and calls `applyCredit` once per credit, e.g.:
 * - a bank's transaction API or a daily BAI2 / camt.053 statement: every credit line with its
 *   remitter reference (bank transfer, PayID/Osko, whose NPP payments carry the reference in
 *   their remittance information);
 * - the BPAY biller's daily payment file: one line per payment with its customer reference number;
 * - the direct-debit batch's settlement and return report: paid debits as credits, dishonoured
 *   ones as `BankDepositsService.settle(depositId, 'not_received', 'bank_feed')`.
 * It keeps the cursor of the last line it read; `applyCredit` is safe to call twice for the same
 * credit (a settled deposit stays as it is).
 */
export interface BankCredit {
  /** The reference the payer quoted (the deposit's reference, or the BPAY customer reference). */
  reference: string;
  amountCents: number;
  /** The bank's own id of the credit line. */
  feedReference: string;
}

export type BankCreditOutcome = 'settled' | 'already_settled' | 'unmatched' | 'amount_mismatch';

export interface BankFeed {
  /** Credits after `cursor` (null: from the start of the feed), and the cursor to ask from next. */
  creditsAfter(cursor: string | null): Promise<{ credits: BankCredit[]; cursor: string | null }>;
}

/** Who settled a bank deposit when the bank feed did. */
export const bankFeedSettler = 'bank_feed';
