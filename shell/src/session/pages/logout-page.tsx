import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { usePageTitle } from '../../layout/use-page-title';
import { sessionLogoutRequested } from '../session-sagas';

/** /logout ends the session; the session saga sends the visitor on (product.md §4). */
export function LogoutPage() {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('logout.heading'));
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionLogoutRequested({ reason: 'loggedOut' }));
  }, [dispatch]);
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('logout.heading')}</h1>
      <p role="status">{t('logout.in_progress')}</p>
    </section>
  );
}
