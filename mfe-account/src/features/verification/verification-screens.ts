import { type RemoteFeature } from 'remote-kit';
import { kernelVerificationApi } from './verification-api';
import { watchVerification } from './verification-sagas';
import { verificationReducer, type VerificationState } from './verification-slice';

export { AccountVerificationPage } from './account-verification-page';
export { ManualVerificationPage } from './manual-verification-page';
export { VerifyAccountPage } from './verify-account-page';

/** Verification's state and workflows, loaded with its screens. */
export const verificationFeature: RemoteFeature<VerificationState> = {
  key: 'verification',
  reducer: verificationReducer,
  saga: watchVerification,
  context: { verification: kernelVerificationApi },
};
