import type { UnknownAction } from 'redux';
import { getContext, put, type CallEffect, type StrictEffect } from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import { recurringPageSize } from 'shared-kernel/contract/recurring';
import { type RecurringApi } from '../recurring-api';
import { failureStatusOf } from './records';
import { notify } from './status-change';

// The two things every saga of recurring purchases does: load records, and make a change the
// customer is told about.

export type RecurringSaga = Generator<StrictEffect, void, unknown>;

/** The slice of a paged list the server is asked for (page numbers start at 1). */
export const pageQueryOf = (page: number) => ({
  limit: recurringPageSize,
  offset: (page - 1) * recurringPageSize,
});

/** Loads through the call, then puts what was found, or the status of the failed call. */
export function* loadInto<Found>(
  callOf: (api: RecurringApi) => CallEffect,
  loaded: (found: Found) => UnknownAction,
  loadFailed: (status: number | null) => UnknownAction,
): RecurringSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const found = (yield callOf(api)) as Found;
    yield put(loaded(found));
  } catch (error) {
    yield put(loadFailed(failureStatusOf(error)));
  }
}

export interface ChangeSteps<Changed> {
  /** The call that makes the change; it answers the record as it now is. */
  callOf: (api: RecurringApi) => CallEffect;
  changed: (record: Changed) => UnknownAction;
  /** Told by a notification once the change is made, if anything is. */
  successNotice?: string;
  /** The words of a refusal, and whether a notification tells them (else the page shows them). */
  refusalOf: (error: unknown) => { message: string; isNotified: boolean };
  changeFailed: (message: string) => UnknownAction;
}

/** Makes a change, puts its answer, and tells the customer what came of it. */
export function* changeAndTell<Changed>(steps: ChangeSteps<Changed>): RecurringSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  const bus = (yield getContext('bus')) as Bus;
  try {
    const record = (yield steps.callOf(api)) as Changed;
    yield put(steps.changed(record));
    if (steps.successNotice) notify(bus, steps.successNotice, 'success');
  } catch (error) {
    const { message, isNotified } = steps.refusalOf(error);
    yield put(steps.changeFailed(message));
    if (isNotified) notify(bus, message, 'error');
  }
}
