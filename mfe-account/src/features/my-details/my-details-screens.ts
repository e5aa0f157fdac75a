import { type RemoteFeature } from 'remote-kit';
import { kernelMyDetailsApi } from './my-details-api';
import { watchMyDetails } from './my-details-sagas';
import { myDetailsReducer, type MyDetailsState } from './my-details-slice';

export { MyDetailsPage } from './my-details-page';

/** The details' state and workflows, loaded with their screen. */
export const myDetailsFeature: RemoteFeature<MyDetailsState> = {
  key: 'myDetails',
  reducer: myDetailsReducer,
  saga: watchMyDetails,
  context: { myDetails: kernelMyDetailsApi },
};
