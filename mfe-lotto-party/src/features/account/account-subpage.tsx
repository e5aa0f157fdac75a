import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { accountPathOf } from './account-text';

/** A page below the account's Lotto Party page: the way back to it, its heading, its content. */
export function AccountSubpage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <section aria-labelledby={headingId} className="lotto-party">
      <LottoPartyStyles />
      <p>
        <Link to={accountPathOf(1)}>{t('lotto_party.back_to_lotto_party')}</Link>
      </p>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
