import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';

/** After a reset request: the link is on its way (never says whether the address exists). */
export function CheckEmailPage() {
  usePageTitle('Check your email');
  const location = useLocation();
  const address = (location.state as { email?: unknown } | null)?.email;
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">Check your email</h1>
      <p>
        If an account exists for {typeof address === 'string' ? address : 'that email address'}, we
        have sent a link to reset the password. The link works once, within an hour.
      </p>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}
