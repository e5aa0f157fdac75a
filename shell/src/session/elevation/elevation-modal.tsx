import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type RootState } from '../../root-state';
import { TwoFactorCodeForm } from '../two-factor/two-factor-code-form';
import {
  elevationClosed,
  elevationCodeSubmitted,
  elevationResendRequested,
  isElevationOpen,
} from './elevation-slice';

const selectElevation = (state: RootState) => state.elevation;

export const elevationTitle = '2 factor authentication is required to complete this action';

/** The two-factor elevation modal, open during requesting_otp, replaying and post_elevation_checks. */
export function ElevationModal() {
  const dispatch = useDispatch();
  const elevation = useSelector(selectElevation);
  const dialogRef = useRef<HTMLDivElement>(null);
  const isOpen = isElevationOpen(elevation.status);

  useEffect(() => {
    if (!isOpen) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(elevationClosed());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, [dispatch, isOpen]);

  if (!isOpen) return null;
  const isBusy = elevation.status !== 'requesting_otp';
  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="elevation-title"
        aria-busy={isBusy}
      >
        <div className="modal__header">
          <h2 id="elevation-title">{elevationTitle}</h2>
          <button
            type="button"
            className="modal__close"
            aria-label="Close"
            onClick={() => dispatch(elevationClosed())}
          >
            ×
          </button>
        </div>
        <TwoFactorCodeForm
          onSubmit={(values) => {
            dispatch(elevationCodeSubmitted(values.code));
          }}
          error={elevation.error}
          isLocked={elevation.isLocked}
          identifier={elevation.method === 'email' ? elevation.identifier : null}
          {...(elevation.method === 'email'
            ? {
                onResend: () => dispatch(elevationResendRequested()),
                resendAvailableAtMs: elevation.resendAvailableAtMs,
              }
            : {})}
        />
        {isBusy ? (
          <p role="status" className="modal__status">
            Verifying…
          </p>
        ) : null}
      </div>
    </div>
  );
}
