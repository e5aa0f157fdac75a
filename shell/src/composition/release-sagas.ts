import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, put, race, spawn, take, takeLeading } from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import { compositionNewerReleaseFound, type compositionReleaseLoaded } from './composition-slice';
import { type Release } from './release';

export interface ReleaseSagaDependencies {
  environment: string;
  checkRelease: (environment: string) => Promise<Release>;
  endReleasePreview: () => Promise<void>;
  bus: Pick<Bus, 'publish'>;
  /** How often the page asks the registry for the live release. */
  checkEverySeconds: number;
  /** Where the page hears it became visible again (the document); null: only the timer. */
  visibility: (EventTarget & Pick<Document, 'visibilityState'>) | null;
  reload: () => void;
}

/** Emits each time the page becomes visible again. */
function becameVisible(visibility: ReleaseSagaDependencies['visibility']): EventChannel<true> {
  return eventChannel((emit) => {
    const listener = () => {
      if (visibility?.visibilityState === 'visible') emit(true);
    };
    visibility?.addEventListener('visibilitychange', listener);
    return () => visibility?.removeEventListener('visibilitychange', listener);
  });
}

/**
 * Every `checkEverySeconds`, and whenever the page becomes visible, asks the registry for the live
 * release; once its revision is newer than the page's, announces it (state and bus) once and
 * stops asking. One check at a time: a check that is running is never started again. A failed
 * check is only logged: the next one may work.
 */
export function* watchNewerRelease(dependencies: ReleaseSagaDependencies): SagaIterator {
  const { payload: page } = (yield take('composition/releaseLoaded')) as ReturnType<
    typeof compositionReleaseLoaded
  >;
  const visible = (yield call(becameVisible, dependencies.visibility)) as EventChannel<true>;
  try {
    for (;;) {
      yield race({ timer: delay(dependencies.checkEverySeconds * 1000), visible: take(visible) });
      try {
        const live = (yield call(dependencies.checkRelease, dependencies.environment)) as Release;
        if (live.revision > page.revision) {
          yield put(compositionNewerReleaseFound(live.revision));
          dependencies.bus.publish('release/updateAvailable', {
            environment: dependencies.environment,
            revision: live.revision,
          });
          return;
        }
      } catch (error) {
        console.warn('The live release could not be checked', error);
      }
    }
  } finally {
    visible.close();
  }
}

/** Ends the operator's preview, then reloads: the page then gets what every visitor gets. */
function* endPreview(dependencies: ReleaseSagaDependencies): SagaIterator {
  try {
    yield call(dependencies.endReleasePreview);
  } catch (error) {
    console.warn('The preview could not be ended', error);
    return;
  }
  yield call(dependencies.reload);
}

/** How often an open page asks for the live release when the page config does not say. */
export const releaseCheckSecondsDefault = 60;

export function* watchRelease(dependencies: ReleaseSagaDependencies): SagaIterator {
  yield spawn(watchNewerRelease, dependencies);
  yield takeLeading('composition/previewEndRequested', endPreview, dependencies);
}
