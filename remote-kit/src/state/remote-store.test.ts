import { type Action } from 'redux';
import { call, getContext, put, take } from 'redux-saga/effects';
import { createRemoteStore } from './remote-store';

interface CounterState {
  count: number;
}

function counter(state: CounterState = { count: 0 }, action: Action): CounterState {
  return action.type === 'counter/incremented' ? { count: state.count + 1 } : state;
}

describe('createRemoteStore', () => {
  it('runs its sagas with the given context and reduces what they put', async () => {
    function* incrementOnRequest() {
      const step = (yield getContext('step')) as number;
      yield take('counter/requested');
      for (let index = 0; index < step; index += 1) yield put({ type: 'counter/incremented' });
    }
    const store = createRemoteStore({
      reducer: counter,
      sagas: [incrementOnRequest],
      context: { step: 2 },
    });
    store.dispatch({ type: 'counter/requested' });
    await Promise.resolve();
    expect(store.getState().count).toBe(2);
    store.close();
  });

  it('keeps the other sagas running when one fails', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function* failing() {
      yield call(() => {
        throw new Error('broken watcher');
      });
    }
    function* working() {
      while (true) {
        yield take('counter/requested');
        yield put({ type: 'counter/incremented' });
      }
    }
    const store = createRemoteStore({ reducer: counter, sagas: [failing, working] });
    store.dispatch({ type: 'counter/requested' });
    expect(store.getState().count).toBe(1);
    store.close();
    consoleError.mockRestore();
  });

  it('stops every saga when closed', () => {
    const stopped = jest.fn();
    function* watcher() {
      try {
        while (true) {
          yield take('counter/requested');
          yield put({ type: 'counter/incremented' });
        }
      } finally {
        stopped();
      }
    }
    const store = createRemoteStore({
      reducer: counter,
      sagas: [watcher],
      preloadedState: { count: 5 },
    });
    store.close();
    store.dispatch({ type: 'counter/requested' });
    expect(stopped).toHaveBeenCalled();
    expect(store.getState().count).toBe(5);
  });
});
