import { useDispatch } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { createGroupWizardRequested } from '../../shared/wizard-request';

/** Opens the creation wizard for a new group. */
export function CreateGroupButton() {
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  return (
    <button type="button" className="button" onClick={() => dispatch(createGroupWizardRequested())}>
      {t('lotto_party.create_group')}
    </button>
  );
}
