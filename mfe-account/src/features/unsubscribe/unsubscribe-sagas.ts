import { call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { type StrictEffect } from 'redux-saga/effects';
import { errorMessageFallback, isApiError } from 'shared-kernel';
import { type UnsubscribeLink } from 'shared-kernel/contract/communication-preferences';
import { type UnsubscribeApi } from './unsubscribe-api';
import {
  type UnsubscribeAction,
  unsubscribeFailed,
  unsubscribeLinkChecked,
  unsubscribeLinkRefused,
  unsubscribeSucceeded,
} from './unsubscribe-slice';

type UnsubscribeSaga = Generator<StrictEffect, void, unknown>;

/** A refusal of the link itself (used, expired, another customer's): the page says so. */
function isLinkRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const id = error.errorId ?? error.code;
  return id === 'email_link_invalid' || error.status === 404;
}

function* checkLink(
  action: Extract<UnsubscribeAction, { type: 'unsubscribe/pageOpened' }>,
): UnsubscribeSaga {
  const api = (yield getContext('unsubscribeApi')) as UnsubscribeApi;
  const { customerId, token } = action.payload;
  if (!token) {
    yield put(unsubscribeLinkRefused());
    return;
  }
  try {
    const link = (yield call(api.fetchLink, customerId, token)) as UnsubscribeLink;
    yield put(unsubscribeLinkChecked(link));
  } catch (error) {
    if (isLinkRefusal(error)) {
      yield put(unsubscribeLinkRefused());
      return;
    }
    // The check could not be made: offer the button anyway; the unsubscribe checks the link.
    yield put(unsubscribeLinkChecked({ productOfferKey: null, productOfferName: null }));
  }
}

function* unsubscribeNow(
  action: Extract<UnsubscribeAction, { type: 'unsubscribe/requested' }>,
): UnsubscribeSaga {
  const api = (yield getContext('unsubscribeApi')) as UnsubscribeApi;
  try {
    const link = (yield call(api.unsubscribe, action.payload)) as UnsubscribeLink;
    yield put(unsubscribeSucceeded(link));
  } catch (error) {
    if (isLinkRefusal(error)) {
      yield put(unsubscribeLinkRefused());
      return;
    }
    const message =
      isApiError(error) && error.isResponse && error.message ? error.message : errorMessageFallback;
    yield put(unsubscribeFailed(message));
  }
}

/** Checking: the latest opening wins. Unsubscribing: one request at a time. */
export function* watchUnsubscribe(): UnsubscribeSaga {
  yield takeLatest('unsubscribe/pageOpened', checkLink);
  yield takeLeading('unsubscribe/requested', unsubscribeNow);
}
