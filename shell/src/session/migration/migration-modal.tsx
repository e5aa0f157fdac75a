import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Dialog } from 'remote-kit';
import { selectGrantedCapabilities } from '../../layout/site-data/site-data-selectors';
import { type RootState } from '../../root-state';
import { documentCookieJar, readCookie, type CookieJar } from '../session-cookies';
import { selectSessionCustomer } from '../session-selectors';
import { migrationDismissalCookie } from './migration-sagas';
import { migrationDismissed, migrationRequested } from './migration-slice';

const selectMigration = (state: RootState) => state.migration;

/**
 * Opens for a signed-in customer eligible for migration (eligible_soft or eligible_hard) while the
 * customer-migration capability is on and no dismissal cookie exists (product.md §4).
 */
export function MigrationModal({ cookies = documentCookieJar }: { cookies?: CookieJar }) {
  const dispatch = useDispatch();
  const customer = useSelector(selectSessionCustomer);
  const capabilities = useSelector(selectGrantedCapabilities);
  const migration = useSelector(selectMigration);
  const [hasAccepted, setHasAccepted] = useState(false);
  const isEligible =
    customer?.migrationStatus === 'eligible_soft' || customer?.migrationStatus === 'eligible_hard';
  const isOpen =
    capabilities.includes('customer_migration') &&
    !migration.isDismissed &&
    (isEligible || migration.step !== 'prompt') &&
    readCookie(cookies, migrationDismissalCookie) === null;

  if (!isOpen) return null;
  const close = () => dispatch(migrationDismissed());
  return (
    <Dialog title="Move your account to our new platform" onClose={close} closeLabel="Close">
      {migration.step === 'prompt' ? (
        <>
          <p>Your tickets, wallet and history come with you. It takes a few seconds.</p>
          <div className="form-field form-field--checkbox">
            <input
              id="migration-terms"
              type="checkbox"
              checked={hasAccepted}
              onChange={(event) => setHasAccepted(event.target.checked)}
            />
            <label htmlFor="migration-terms">I agree to the terms and conditions</label>
          </div>
          <button
            type="button"
            className="button"
            disabled={!hasAccepted}
            onClick={() => dispatch(migrationRequested())}
          >
            Migrate my account
          </button>
        </>
      ) : null}
      {migration.step === 'inProgress' ? <p role="status">Moving your account…</p> : null}
      {migration.step === 'failure' ? (
        <>
          <p role="alert">We could not move your account this time.</p>
          <button type="button" className="button" onClick={() => dispatch(migrationRequested())}>
            Try again
          </button>
        </>
      ) : null}
      {migration.step === 'success' ? (
        <>
          <p role="status">Your account has moved. Welcome to the new platform.</p>
          <button type="button" className="button" onClick={close}>
            Continue
          </button>
        </>
      ) : null}
    </Dialog>
  );
}
