import { lazyFeatureScreen, useTranslation } from 'remote-kit';
import { walletTexts } from 'shared-kernel/contract/texts';
import { useId } from 'react';

// The form, its state and its workflows load beside the heading, which paints with the remote.
const DepositScreen = lazyFeatureScreen(async () => {
  const module = await import('./deposit-screens');
  return { screen: module.DepositScreen, features: [module.depositFeature] };
});

/** /deposit and /my-account/deposit. */
export function DepositPage() {
  const { t } = useTranslation(walletTexts);
  const headingId = useId();
  return (
    <section className="wallet-page deposit-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('wallet.deposit_heading')}</h1>
      <DepositScreen />
    </section>
  );
}
