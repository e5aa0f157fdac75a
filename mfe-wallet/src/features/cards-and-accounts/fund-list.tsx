import { isCscRequired, useTranslation } from 'remote-kit';
import { type TextFunction, type TextKey } from 'shared-kernel/contract/format';
import { type FundView, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { walletTexts, type WalletTextKey } from 'shared-kernel/contract/texts';

type WalletText = TextFunction<WalletTextKey | TextKey>;

/** The logo each card brand shows (product.md §3 "Displayed logos"), as its badge reads. */
const brandLogos: Readonly<Record<string, string>> = {
  Visa: 'VISA',
  MasterCard: 'MASTERCARD',
  AmericanExpress: 'AMEX',
  paypal: 'PAYPAL',
  bank: 'BANK',
};

function bankTypeNameOf(bankType: string, t: WalletText): string {
  switch (bankType) {
    case 'international':
      return t('wallet.fund_international_bank_account');
    case 'payid_email':
    case 'payid_phone':
      return t('wallet.fund_payid');
    default:
      return t('wallet.fund_bank_account');
  }
}

/** How a fund is named on buttons and in the confirmation: 'Visa •••• 4242'. */
export function fundNameOf(fund: FundView, t: WalletText): string {
  if (fund.type === 'paypal') return t('wallet.fund_paypal', { account: fund.email ?? fund.name });
  if (fund.type === 'bank') {
    return `${bankTypeNameOf(fund.bankType ?? 'national', t)} ${fund.number}`;
  }
  return `${fund.brand} ${fund.number}`;
}

function FundDetails({ fund, methods }: { fund: FundView; methods: PaymentMethodView[] }) {
  const { t } = useTranslation(walletTexts);
  if (fund.type === 'cc') {
    return (
      <>
        <span className="fund__name">{fundNameOf(fund, t)}</span>
        <span>{t('wallet.fund_expires', { expiry: fund.expiry ?? '' })}</span>
        <span>{fund.name}</span>
        {isCscRequired(methods, fund) ? <span>{t('wallet.fund_csc_asked')}</span> : null}
      </>
    );
  }
  if (fund.type === 'bank') {
    return (
      <>
        <span className="fund__name">{fundNameOf(fund, t)}</span>
        {fund.bankCode ? (
          <span>
            {fund.bankType === 'national'
              ? t('wallet.fund_bsb', { code: fund.bankCode })
              : t('wallet.fund_swift', { code: fund.bankCode })}
          </span>
        ) : null}
        <span>{fund.accountName}</span>
        <span className="fund__status">{fund.verificationStatus}</span>
      </>
    );
  }
  return <span className="fund__name">{fundNameOf(fund, t)}</span>;
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
  const { t } = useTranslation(walletTexts);
  const headingId = `funds-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="funds">
      <h2 id={headingId}>{title}</h2>
      {funds.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className="funds__list">
          {funds.map((fund) => (
            <li key={fund.id} className="fund" aria-label={fundNameOf(fund, t)}>
              <span className="payment-logo" aria-hidden="true">
                {brandLogos[fund.brand] ?? fund.brand}
              </span>
              <span className="fund__details">
                <FundDetails fund={fund} methods={methods} />
                {fund.default ? (
                  <strong className="fund__default">{t('wallet.fund_default')}</strong>
                ) : null}
              </span>
              <span className="fund__actions">
                {fund.default ? null : (
                  <button
                    type="button"
                    className="button button--link"
                    disabled={busyFundId !== null}
                    aria-label={t('wallet.make_fund_default', { fund: fundNameOf(fund, t) })}
                    onClick={() => onMakeDefault(fund)}
                  >
                    {t('wallet.make_default')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--link"
                  disabled={busyFundId !== null}
                  aria-label={t('wallet.delete_fund', { fund: fundNameOf(fund, t) })}
                  onClick={() => onDelete(fund)}
                >
                  {t('wallet.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
