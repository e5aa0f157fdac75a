import { useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { type RemoteFeature, type RemoteStore } from 'remote-kit';
import { kernelLottoPartyApi } from '../../shared/lotto-party-api';
import { type WizardRequest } from '../../shared/wizard-request';
import { watchCreateGroup } from './create-group-sagas';
import { createGroupReducer, type CreateGroupState } from './create-group-slice';
import { CreateGroupWizard } from './create-group-wizard';

/** The creation wizard's state and workflow, loaded when the wizard is first asked for. */
export const createGroupFeature: RemoteFeature<CreateGroupState> = {
  key: 'createGroup',
  reducer: createGroupReducer,
  saga: watchCreateGroup,
  context: { lottoParty: kernelLottoPartyApi },
};

/** The wizard, once its feature has joined the remote's store. */
export function CreateGroupWizardScreen({ request }: { request: WizardRequest }) {
  const store = useStore() as RemoteStore<unknown>;
  const [isReady, setReady] = useState(() => store.hasFeature(createGroupFeature.key));
  // Adding replaces the store's reducer, which notifies subscribers: not while rendering.
  useLayoutEffect(() => {
    store.addFeature(createGroupFeature);
    setReady(true);
  }, [store]);
  return isReady ? <CreateGroupWizard request={request} /> : null;
}
