import { type RemoteFeature } from 'remote-kit';
import { kernelActivityStatementApi } from './activity-statement-api';
import { watchActivityStatement } from './activity-statement-sagas';
import { activityStatementReducer, type ActivityStatementState } from './activity-statement-slice';

export { ActivityStatementPage } from './activity-statement-page';

/** The statement's state and workflows, loaded with its screen. */
export const activityStatementFeature: RemoteFeature<ActivityStatementState> = {
  key: 'activityStatement',
  reducer: activityStatementReducer,
  saga: watchActivityStatement,
  context: { activityStatementApi: kernelActivityStatementApi },
};
