import {
  call,
  getContext,
  put,
  select,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError, type Bus } from 'shared-kernel';
import { pageTextsOf } from 'shared-kernel/contract/format';
import { accountTexts } from 'shared-kernel/contract/texts';
import {
  twoFactorMessages,
  twoFactorResendPauseMs,
  type AuthenticatorSetup,
} from 'shared-kernel/contract/two-factor';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';
import { type SecurityApi } from './security-api';
import {
  authenticatorSetupStarted,
  callFailed,
  configLoaded,
  configLoadFailed,
  emailCodeSent,
  signedOutSeen,
  twoFactorEnabled,
  twoFactorTurnedOff,
  type LoginAndSecurityAction,
  type LoginAndSecurityState,
} from './security-slice';

type SecuritySaga = Generator<StrictEffect, void, unknown>;

/** What the sagas reach through their context. */
export interface SecurityContext {
  security: SecurityApi;
  bus: Bus;
  now: () => number;
  isSignedIn: () => boolean;
}

const selectLoginAndSecurity = (state: { loginAndSecurity: LoginAndSecurityState }) =>
  state.loginAndSecurity;

/** How a failed call reads on the screen (product.md §5 "Two-factor", api.md §8.2). */
export function securityFailureOf(error: unknown): { message: string; isLocked: boolean } {
  if (!isApiError(error)) return { message: errorMessageFallback, isLocked: false };
  const id = error.errorId ?? error.code;
  if (id === '2fa_account_locked') return { message: twoFactorMessages.locked, isLocked: true };
  if (id === '2fa_incorrect') return { message: twoFactorMessages.incorrect, isLocked: false };
  if (id === '2fa_required') return { message: twoFactorMessages.incomplete, isLocked: false };
  const message = error.isResponse && error.message ? error.message : errorMessageFallback;
  return { message, isLocked: false };
}

function* contextOf(): Generator<StrictEffect, SecurityContext, unknown> {
  return {
    security: (yield getContext('security')) as SecurityApi,
    bus: (yield getContext('bus')) as Bus,
    now: (yield getContext('now')) as () => number,
    isSignedIn: (yield getContext('isSignedIn')) as () => boolean,
  };
}

function* failWith(error: unknown): SecuritySaga {
  const failure = securityFailureOf(error);
  yield put(callFailed(failure.message, failure.isLocked));
}

function* loadConfig(): SecuritySaga {
  const { security, isSignedIn } = yield* contextOf();
  if (!isSignedIn()) {
    yield put(signedOutSeen());
    return;
  }
  try {
    const config = (yield call(security.fetchTwoFactorConfig)) as TwoFactorConfig;
    yield put(configLoaded(config));
  } catch (error) {
    console.error('The two-factor settings did not load', error);
    yield put(configLoadFailed());
  }
}

function* startAuthenticatorSetup(): SecuritySaga {
  const { security } = yield* contextOf();
  try {
    const setup = (yield call(security.startAuthenticatorSetup)) as AuthenticatorSetup;
    if (!setup.secret || !setup.otpauthUrl) throw new Error('The setup answer has no secret.');
    yield put(authenticatorSetupStarted({ secret: setup.secret, otpauthUrl: setup.otpauthUrl }));
  } catch (error) {
    yield* failWith(error);
  }
}

function* sendEmailCode(): SecuritySaga {
  const { security, now } = yield* contextOf();
  try {
    yield call(security.sendEmailCode);
    yield put(emailCodeSent(now() + twoFactorResendPauseMs));
  } catch (error) {
    yield* failWith(error);
  }
}

function* resendEmailCode(): SecuritySaga {
  const { now } = yield* contextOf();
  const state = (yield select(selectLoginAndSecurity)) as LoginAndSecurityState;
  const isResting = state.resendAvailableAtMs !== null && state.resendAvailableAtMs > now();
  if (state.isLocked || isResting) return;
  yield* sendEmailCode();
}

function* confirmSetup(
  action: Extract<LoginAndSecurityAction, { type: 'loginAndSecurity/codeSubmitted' }>,
): SecuritySaga {
  const { security, bus } = yield* contextOf();
  const { step } = (yield select(selectLoginAndSecurity)) as LoginAndSecurityState;
  const confirm = step === 'emailSetup' ? security.confirmEmailCode : security.confirmAuthenticator;
  try {
    const config = (yield call(confirm, action.payload.code)) as TwoFactorConfig;
    yield put(twoFactorEnabled(config));
    const t = pageTextsOf(accountTexts);
    bus.publish('notification/requested', {
      message: t('account.security_notice_enabled'),
      level: 'success',
      isAutoDismissed: true,
    });
  } catch (error) {
    yield* failWith(error);
  }
}

function* turnOff(): SecuritySaga {
  const { security } = yield* contextOf();
  try {
    const config = (yield call(security.turnOffTwoFactor)) as TwoFactorConfig;
    yield put(twoFactorTurnedOff(config));
  } catch (error) {
    // A closed elevation modal rejects with the step-up answer: two-factor simply stays on.
    yield* failWith(error);
  }
}

/**
 * takeLatest: opening the page again reloads the settings. takeLeading for everything the
 * customer starts: a second click while a call runs is ignored.
 */
export function* watchLoginAndSecurity(): SecuritySaga {
  yield takeLatest('loginAndSecurity/pageOpened', loadConfig);
  yield takeLeading('loginAndSecurity/authenticatorSetupRequested', startAuthenticatorSetup);
  yield takeLeading('loginAndSecurity/emailSetupRequested', sendEmailCode);
  yield takeLeading('loginAndSecurity/emailCodeResendRequested', resendEmailCode);
  yield takeLeading('loginAndSecurity/codeSubmitted', confirmSetup);
  yield takeLeading('loginAndSecurity/turnOffRequested', turnOff);
}
