import { combineReducers, type Action } from 'redux';
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

  describe('a feature added later', () => {
    interface NotesState {
      notes: string[];
    }
    function notes(state: NotesState = { notes: [] }, action: Action): NotesState {
      return action.type === 'notes/added' ? { notes: [...state.notes, 'note'] } : state;
    }
    const own = combineReducers({ counter });

    it("reduces its own key beside the remote's state and runs its saga with the context", () => {
      function* addNoteOnRequest() {
        const step = (yield getContext('step')) as number;
        while (true) {
          yield take('notes/requested');
          for (let index = 0; index < step; index += 1) yield put({ type: 'notes/added' });
        }
      }
      const store = createRemoteStore({ reducer: own, context: { step: 2 } });
      expect(store.hasFeature('notes')).toBe(false);
      store.addFeature({ key: 'notes', reducer: notes, saga: addNoteOnRequest });
      store.addFeature({ key: 'notes', reducer: notes, saga: addNoteOnRequest });
      expect(store.hasFeature('notes')).toBe(true);

      store.dispatch({ type: 'notes/requested' });
      store.dispatch({ type: 'counter/incremented' });
      expect(store.getState()).toEqual({
        counter: { count: 1 },
        notes: { notes: ['note', 'note'] },
      });
      store.close();
    });

    it("gives its saga the feature's context where the store was not given one", () => {
      const seen: unknown[] = [];
      function* readContext() {
        seen.push(yield getContext('step'), yield getContext('api'));
      }
      const store = createRemoteStore({ reducer: own, context: { step: 5 } });
      store.addFeature({
        key: 'notes',
        reducer: notes,
        saga: readContext,
        context: { step: 1, api: 'the kernel' },
      });
      expect(seen).toEqual([5, 'the kernel']);
      store.close();
    });

    it('keeps the same state object when no part of it changes', () => {
      const store = createRemoteStore({ reducer: own });
      store.addFeature({ key: 'notes', reducer: notes });
      const before = store.getState();
      store.dispatch({ type: 'nobody/listens' });
      expect(store.getState()).toBe(before);
      store.close();
    });

    it('stops its saga when the store closes', () => {
      const stopped = jest.fn();
      function* watcher() {
        try {
          yield take('notes/never');
        } finally {
          stopped();
        }
      }
      const store = createRemoteStore({ reducer: own });
      store.addFeature({ key: 'notes', reducer: notes, saga: watcher });
      store.close();
      expect(stopped).toHaveBeenCalled();
    });
  });
});
