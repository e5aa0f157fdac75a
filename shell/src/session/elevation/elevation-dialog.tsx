import { layoutTexts } from 'shared-kernel/contract/texts';
import { useDispatch, useSelector } from 'react-redux';
import { type RootState } from '../../root-state';
import { Dialog, TwoFactorCodeForm, useTranslation } from 'remote-kit';
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
  const { t } = useTranslation(layoutTexts);
  const isBusy = elevation.status !== 'requesting_otp';
  return (
    <Dialog
      title={t('account_session.elevation_title')}
      onClose={() => dispatch(elevationClosed())}
      closeLabel={t('layout.close')}
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
          {t('account_session.verifying')}
        </p>
      ) : null}
    </Dialog>
  );
}
