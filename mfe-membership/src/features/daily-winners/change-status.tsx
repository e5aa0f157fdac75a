import { useSelector } from 'react-redux';
import { FormAlert, useTranslation } from 'remote-kit';
import { membershipTexts } from 'shared-kernel/contract/texts';
import { selectProgramme, type MembershipRequest } from './programme-slice';

/** How the customer's last membership request went, read out as it changes. */
export function ChangeStatus() {
  const { t } = useTranslation(membershipTexts);
  const { change } = useSelector(selectProgramme);
  const pendingTexts: Record<MembershipRequest, string> = {
    join: t('membership.joining'),
    joinPremium: t('membership.adding_premium'),
    leave: t('membership.leaving'),
  };
  const changedTexts: Record<MembershipRequest, string> = {
    join: t('membership.joined'),
    joinPremium: t('membership.joined'),
    leave: t('membership.left'),
  };
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
