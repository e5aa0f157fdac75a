import { useDispatch, useSelector } from 'react-redux';
import { type RootState } from '../../root-state';
import { Dialog, TwoFactorCodeForm } from 'remote-kit';
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
  const isOpen = isElevationOpen(elevation.status);

  if (!isOpen) return null;
  const isBusy = elevation.status !== 'requesting_otp';
  return (
    <Dialog
      title={elevationTitle}
      onClose={() => dispatch(elevationClosed())}
      closeLabel="Close"
      focusFirstField
      isBusy={isBusy}
    >
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
    </Dialog>
  );
}
