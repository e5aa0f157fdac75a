import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Dialog } from 'remote-kit';
import { type RootState } from '../../root-state';
import { migrationDismissed, migrationRequested } from './migration-slice';

const selectMigrationStep = (state: RootState) => state.migration.step;

/** The migration dialog of product.md §4: prompt, progress, failure with retry, success. */
export function MigrationDialog() {
  const dispatch = useDispatch();
  const step = useSelector(selectMigrationStep);
  const [hasAccepted, setHasAccepted] = useState(false);
  const close = () => dispatch(migrationDismissed());
  return (
    <Dialog title="Move your account to our new platform" onClose={close} closeLabel="Close">
      {step === 'prompt' ? (
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
      {step === 'inProgress' ? <p role="status">Moving your account…</p> : null}
      {step === 'failure' ? (
        <>
          <p role="alert">We could not move your account this time.</p>
          <button type="button" className="button" onClick={() => dispatch(migrationRequested())}>
            Try again
          </button>
        </>
      ) : null}
      {step === 'success' ? (
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
