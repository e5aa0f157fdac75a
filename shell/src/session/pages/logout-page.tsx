import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { usePageTitle } from '../../layout/use-page-title';
import { sessionLogoutRequested } from '../session-sagas';

/** /logout ends the session; the session saga sends the visitor on (product.md §4). */
export function LogoutPage() {
  usePageTitle('Log out');
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionLogoutRequested({ reason: 'loggedOut' }));
  }, [dispatch]);
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">Log out</h1>
      <p role="status">Logging you out…</p>
    </section>
  );
}
