import { useSelector } from 'react-redux';
import { FormAlert } from 'remote-kit';
import { selectProgramme, type MembershipRequest } from './programme-slice';

const pendingTexts: Record<MembershipRequest, string> = {
  join: 'Joining Daily Winners…',
  joinPremium: 'Adding Premium to your cart…',
  leave: 'Leaving Daily Winners…',
};

const changedTexts: Record<MembershipRequest, string> = {
  join: "You've joined Daily Winners.",
  joinPremium: "You've joined Daily Winners.",
  leave: "You've left Daily Winners.",
};

/** How the customer's last membership request went, read out as it changes. */
export function ChangeStatus() {
  const { change } = useSelector(selectProgramme);
  if (change.status === 'failed') return <FormAlert message={change.error} />;
  const text =
    change.request === null
      ? null
      : change.status === 'pending'
        ? pendingTexts[change.request]
        : change.status === 'changed' && (change.next === null || change.next === 'none')
          ? changedTexts[change.request]
          : null;
  return (
    <p role="status" className="membership-change-status">
      {text}
    </p>
  );
}
