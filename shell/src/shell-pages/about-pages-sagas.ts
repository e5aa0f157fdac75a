import { type SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { type CmsPageView } from 'shared-kernel/contract/cms';
import { type ShellApi } from '../shell-api';
import { aboutPageFailed, aboutPageLoaded, type aboutPageRequested } from './about-pages-slice';

function* loadAboutPage(
  api: ShellApi,
  action: ReturnType<typeof aboutPageRequested>,
): SagaIterator {
  const { path } = action.payload;
  try {
    const page = (yield call(api.fetchAboutPage, path)) as CmsPageView | null;
    yield put(aboutPageLoaded(path, page));
  } catch (error) {
    console.error(`The page ${path} did not load`, error);
    yield put(aboutPageFailed(path));
  }
}

export function* watchAboutPages(api: ShellApi): SagaIterator {
  yield takeEvery('aboutPages/requested', loadAboutPage, api);
}
