import { type RemoteFeature } from 'remote-kit';
import { kernelMembershipApi } from '../../shared/membership-api';
import { unlocksFeature } from '../../shared/unlock-feature';
import { watchProgramme } from './programme-sagas';
import { programmeReducer, type ProgrammeState } from './programme-slice';

export { DailyWinnersPage } from './daily-winners-page';
export { MembershipTiersPage } from './membership-tiers-page';

/** The programme's state and workflows, loaded with its screens. */
export const programmeFeature: RemoteFeature<ProgrammeState> = {
  key: 'programme',
  reducer: programmeReducer,
  saga: watchProgramme,
  context: { membership: kernelMembershipApi },
};

export const programmeFeatures = [programmeFeature, unlocksFeature];
