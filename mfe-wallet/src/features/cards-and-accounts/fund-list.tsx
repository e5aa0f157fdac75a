import { isCscRequired } from 'remote-kit';
import { type FundView, type PaymentMethodView } from 'shared-kernel/contract/payments';

/** The logo each card brand shows (product.md §3 "Displayed logos"), as its badge reads. */
const brandLogos: Readonly<Record<string, string>> = {
  Visa: 'VISA',
  MasterCard: 'MASTERCARD',
  AmericanExpress: 'AMEX',
  paypal: 'PAYPAL',
  bank: 'BANK',
};

const bankTypeNames: Readonly<Record<string, string>> = {
  national: 'Bank account',
  international: 'International bank account',
  payid_email: 'PayID',
  payid_phone: 'PayID',
};

/** How a fund is named on buttons and in the confirmation: 'Visa •••• 4242'. */
export function fundNameOf(fund: FundView): string {
  if (fund.type === 'paypal') return `PayPal ${fund.email ?? fund.name}`;
  if (fund.type === 'bank') {
    return `${bankTypeNames[fund.bankType ?? 'national'] ?? 'Bank account'} ${fund.number}`;
  }
  return `${fund.brand} ${fund.number}`;
}

function FundDetails({ fund, methods }: { fund: FundView; methods: PaymentMethodView[] }) {
  if (fund.type === 'cc') {
    return (
      <>
        <span className="fund__name">{fundNameOf(fund)}</span>
        <span>Expires {fund.expiry}</span>
        <span>{fund.name}</span>
        {isCscRequired(methods, fund) ? <span>Security code asked at each payment</span> : null}
      </>
    );
  }
  if (fund.type === 'bank') {
    return (
      <>
        <span className="fund__name">{fundNameOf(fund)}</span>
        {fund.bankCode ? (
          <span>
            {fund.bankType === 'national' ? 'BSB' : 'SWIFT'} {fund.bankCode}
          </span>
        ) : null}
        <span>{fund.accountName}</span>
        <span className="fund__status">{fund.verificationStatus}</span>
      </>
    );
  }
  return <span className="fund__name">{fundNameOf(fund)}</span>;
}

/** One kind of fund, each with its default mark and its actions. */
export function FundList({
  title,
  emptyText,
  funds,
  methods,
  busyFundId,
  onMakeDefault,
  onDelete,
}: {
  title: string;
  emptyText: string;
  funds: FundView[];
  methods: PaymentMethodView[];
  busyFundId: string | null;
  onMakeDefault: (fund: FundView) => void;
  onDelete: (fund: FundView) => void;
}) {
  const headingId = `funds-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="funds">
      <h2 id={headingId}>{title}</h2>
      {funds.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className="funds__list">
          {funds.map((fund) => (
            <li key={fund.id} className="fund" aria-label={fundNameOf(fund)}>
              <span className="payment-logo" aria-hidden="true">
                {brandLogos[fund.brand] ?? fund.brand}
              </span>
              <span className="fund__details">
                <FundDetails fund={fund} methods={methods} />
                {fund.default ? <strong className="fund__default">Default</strong> : null}
              </span>
              <span className="fund__actions">
                {fund.default ? null : (
                  <button
                    type="button"
                    className="button button--link"
                    disabled={busyFundId !== null}
                    aria-label={`Make ${fundNameOf(fund)} the default`}
                    onClick={() => onMakeDefault(fund)}
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="button button--link"
                  disabled={busyFundId !== null}
                  aria-label={`Delete ${fundNameOf(fund)}`}
                  onClick={() => onDelete(fund)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
