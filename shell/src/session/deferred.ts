import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { type SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';

/** How a saga answers the form that dispatched a submission. */
export interface Settlement<Result> {
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** A submission event: its payload, and the form waiting for its outcome. */
export interface Submission<Type extends string, Payload, Result = void> {
  type: Type;
  payload: Payload;
  meta: Settlement<Result>;
}

/**
 * Dispatches a submission and resolves with what the saga answers, so Formik can show field
 * errors: `await submit('session/loginSubmitted', values)`.
 */
export function useSubmit() {
  const dispatch = useDispatch();
  return useCallback(
    <Result = void>(type: string, payload: unknown): Promise<Result> =>
      new Promise<Result>((resolve, reject) => {
        dispatch({ type, payload, meta: { resolve, reject } });
      }),
    [dispatch],
  );
}

/** Runs `worker` for a submission and settles it; the saga itself never fails. */
export function settled<Payload, Result>(
  worker: (payload: Payload) => SagaIterator | Promise<Result>,
) {
  return function* settle(action: Submission<string, Payload, Result>): SagaIterator {
    try {
      const result = (yield call(worker, action.payload)) as Result;
      action.meta.resolve(result);
    } catch (error) {
      action.meta.reject(error);
    }
  };
}
