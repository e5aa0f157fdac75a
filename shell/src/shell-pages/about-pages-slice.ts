import { type CmsPageView } from 'shared-kernel/contract/cms';

/** The About pages the CMS answered, by path: null while loading, `missing` when it has none. */
export interface AboutPagesState {
  byPath: Record<string, CmsPageView | 'missing' | 'failed' | null>;
}

export const initialAboutPagesState: AboutPagesState = { byPath: {} };

export const aboutPageRequested = (path: string) => ({
  type: 'aboutPages/requested' as const,
  payload: { path },
});
export const aboutPageLoaded = (path: string, page: CmsPageView | null) => ({
  type: 'aboutPages/loaded' as const,
  payload: { path, page },
});
export const aboutPageFailed = (path: string) => ({
  type: 'aboutPages/failed' as const,
  payload: { path },
});

export type AboutPagesAction =
  | ReturnType<typeof aboutPageRequested>
  | ReturnType<typeof aboutPageLoaded>
  | ReturnType<typeof aboutPageFailed>;

export function aboutPagesReducer(
  state: AboutPagesState = initialAboutPagesState,
  action: AboutPagesAction | { type: string },
): AboutPagesState {
  const event = action as AboutPagesAction;
  switch (event.type) {
    case 'aboutPages/requested':
      return { byPath: { ...state.byPath, [event.payload.path]: null } };
    case 'aboutPages/loaded':
      return {
        byPath: { ...state.byPath, [event.payload.path]: event.payload.page ?? 'missing' },
      };
    case 'aboutPages/failed':
      return { byPath: { ...state.byPath, [event.payload.path]: 'failed' } };
    default:
      return state;
  }
}
