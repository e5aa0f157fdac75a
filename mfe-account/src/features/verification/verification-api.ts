import {
  fetchVerificationStatus,
  finishConnectId,
  startConnectId,
  uploadIdentityDocuments,
  verifyAutomatically,
  verifyDriverLicence,
  type IdentityDocuments,
  type LicenceDetails,
  type VerificationStatus,
} from 'shared-kernel/contract/verification';

/** The verification calls of the account screens (api.md §7.4); tests pass their own. */
export interface VerificationApi {
  fetchStatus: () => Promise<VerificationStatus>;
  verifyAutomatically: () => Promise<VerificationStatus>;
  verifyLicence: (licence: LicenceDetails) => Promise<VerificationStatus>;
  uploadDocuments: (documents: IdentityDocuments) => Promise<VerificationStatus>;
  startConnectId: () => Promise<{ redirectUrl: string }>;
  finishConnectId: (state: string) => Promise<VerificationStatus>;
  /** Leaves the shop for the provider's page. */
  goTo: (url: string) => void;
}

export const kernelVerificationApi: VerificationApi = {
  fetchStatus: () => fetchVerificationStatus(),
  verifyAutomatically: () => verifyAutomatically(),
  verifyLicence: (licence) => verifyDriverLicence(licence),
  uploadDocuments: (documents) => uploadIdentityDocuments(documents),
  startConnectId: () => startConnectId(),
  finishConnectId: (state) => finishConnectId(state),
  goTo: (url) => window.location.assign(url),
};
