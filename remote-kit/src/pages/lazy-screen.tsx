import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from './page-loading';

/** The props of a function component, also of one whose props parameter is optional. */
type PropsOf<Screen> = Screen extends (props: infer Props) => ReactNode
  ? NonNullable<Props>
  : never;

/**
 * A screen whose code loads when it is first shown, so a remote's first load carries only the
 * screens of its landing page. Until the code arrives, `PageLoading` holds the screen's place.
 */
export function lazyScreen<Screen extends (props: never) => ReactNode>(
  load: () => Promise<Screen>,
): ComponentType<PropsOf<Screen>> {
  const Loaded = lazy(async () => ({
    default: (await load()) as unknown as ComponentType<PropsOf<Screen>>,
  }));
  function LazyScreen(props: PropsOf<Screen>) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
