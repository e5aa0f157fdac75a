import { type SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import { putEveryBusEvent } from '../../bus-channel';
import { appUnrecoverableErrorRaised } from './app-error-slice';

/** The kernel raises an unrecoverable app error (e.g. a 5xx from the API): show the fallback. */
export function* watchAppErrors(bus: Bus): SagaIterator {
  yield call(putEveryBusEvent(bus, 'app/unrecoverableErrorRaised', appUnrecoverableErrorRaised));
}
