import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectWizardRequest, type WizardRequestState } from '../../shared/wizard-request';

const CreateGroupWizardScreen = lazy(async () => ({
  default: (await import('./create-group-screens')).CreateGroupWizardScreen,
}));

/**
 * The remote's overlay: the creation wizard while it is asked for, on any page. Its code loads
 * when first asked for; the dialog renders into the body, so it shows even while the remote's own
 * slot is hidden (another package's page).
 */
export function CreateGroupLauncher() {
  const request = useSelector((state: WizardRequestState) => selectWizardRequest(state));
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <CreateGroupWizardScreen key={request.number} request={request} />
    </Suspense>
  );
}
