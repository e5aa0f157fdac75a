import { useDispatch } from 'react-redux';
import { createGroupWizardRequested } from '../../shared/wizard-request';

/** Opens the creation wizard for a new group. */
export function CreateGroupButton() {
  const dispatch = useDispatch();
  return (
    <button type="button" className="button" onClick={() => dispatch(createGroupWizardRequested())}>
      Create a group
    </button>
  );
}
