import { layoutTexts } from 'shared-kernel/contract/texts';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { usePageTitle } from '../../layout/use-page-title';

/** After a reset request: the link is on its way (never says whether the address exists). */
export function CheckEmailPage() {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('check_email.heading'));
  const location = useLocation();
  const address = (location.state as { email?: unknown } | null)?.email;
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('check_email.heading')}</h1>
      <p>
        {t('check_email.text', {
          address: typeof address === 'string' ? address : t('check_email.that_address'),
        })}
      </p>
      <p>
        <Link to="/login">{t('forgot_password.back_to_login')}</Link>
      </p>
    </section>
  );
}
