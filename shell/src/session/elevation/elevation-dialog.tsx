import { useDispatch, useSelector } from 'react-redux';
import { type RootState } from '../../root-state';
import { elevationTitle } from './elevation-modal';
import { Dialog, TwoFactorCodeForm } from 'remote-kit';
import {
  elevationClosed,
  elevationCodeSubmitted,
  elevationResendRequested,
} from './elevation-slice';

const selectElevation = (state: RootState) => state.elevation;

/** The two-factor elevation dialog, shown by the elevation modal while it is open. */
export function ElevationDialog() {
  const dispatch = useDispatch();
  const elevation = useSelector(selectElevation);
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
