import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  membershipMessages,
  type Benefits,
  type MembershipChangeResult,
  type MembershipConfig,
  type MembershipEntryView,
} from 'shared-kernel/contract/membership';
import { type MembershipApi } from '../../shared/membership-api';
import {
  accessOf,
  announceCustomerChanged,
  failureStatusOf,
  refusalOf,
  type Access,
  type Effects,
} from '../../shared/saga-steps';
import {
  benefitsFailed,
  benefitsOpened,
  membershipChanged,
  membershipChangeFailed,
  programmeLoaded,
  programmeLoadFailed,
  programmeUnavailable,
  type ProgrammeAction,
} from './programme-slice';

export const benefitsFailedMessage = "We couldn't open your partner benefits. Please try again.";

/** The signed-in customer's membership; a visitor has none. */
function* membershipOf(
  api: MembershipApi,
  isSignedIn: boolean,
): Effects<MembershipEntryView | null> {
  return isSignedIn ? ((yield call(api.fetchMembership)) as MembershipEntryView) : null;
}

/** The programme, and the signed-in customer's membership; nothing without the capability. */
function* load(): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  try {
    const access = (yield call(accessOf)) as Access;
    if (!access.capabilities.includes('membership_program')) {
      yield put(programmeUnavailable(access.capabilities, access.isSignedIn));
      return;
    }
    const [config, membership] = (yield all([
      call(api.fetchConfig),
      call(membershipOf, api, access.isSignedIn),
    ])) as [MembershipConfig, MembershipEntryView | null];
    yield put(programmeLoaded({ ...access, config, membership }));
  } catch (error) {
    yield put(programmeLoadFailed(failureStatusOf(error)));
  }
}

function* change(
  action: Extract<
    ProgrammeAction,
    { type: 'programme/joinRequested' } | { type: 'programme/leaveConfirmed' }
  >,
): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  try {
    const result = (yield call(
      api.changeMembership,
      action.type === 'programme/leaveConfirmed'
        ? { membershipStatus: 'non-member' }
        : { membershipStatus: 'member', tier: action.payload.tier },
    )) as MembershipChangeResult;
    if (result.next === 'none') {
      yield put(membershipChanged(result));
      // The giveaways come again with the customer's new entries.
      yield call(load);
      yield call(announceCustomerChanged);
    } else {
      // The page leaves for checkout or the deposit (this store closes): the shell hears first.
      yield call(announceCustomerChanged);
      yield put(membershipChanged(result));
    }
  } catch (error) {
    yield put(membershipChangeFailed(refusalOf(error, membershipMessages.joinFailed)));
  }
}

/** The partner's page, signed for this member for a few minutes: opened as soon as it comes. */
function* openBenefits(): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  try {
    const benefits = (yield call(api.fetchBenefits)) as Benefits;
    yield put(benefitsOpened());
    yield call(api.sendWindowTo, benefits.ssoUrl);
  } catch (error) {
    yield put(benefitsFailed(refusalOf(error, benefitsFailedMessage)));
  }
}

/**
 * Loading: the latest opening wins. A membership change and the benefits link: one at a time,
 * presses while one runs are ignored.
 */
export function* watchProgramme(): Effects {
  yield takeLatest('programme/pageOpened', load);
  yield takeLeading(['programme/joinRequested', 'programme/leaveConfirmed'], change);
  yield takeLeading('programme/benefitsRequested', openBenefits);
}
