import {
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useStore } from 'react-redux';
import { type AnyRemoteFeature, type RemoteStore } from '../state/remote-store';
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

/** A screen with the store features (state and workflows) it needs. */
export interface FeatureScreen<Screen> {
  screen: Screen;
  features: ReadonlyArray<AnyRemoteFeature>;
}

/** Adds the features to the remote's store before the screen first renders. */
function WithFeatures({
  features,
  children,
}: {
  features: ReadonlyArray<AnyRemoteFeature>;
  children: ReactNode;
}) {
  const store = useStore() as RemoteStore<unknown>;
  const isReady = features.every((feature) => store.hasFeature(feature.key));
  const [, setAdded] = useState(false);
  // Adding replaces the store's reducer, which notifies subscribers: not while rendering.
  useLayoutEffect(() => {
    if (features.every((feature) => store.hasFeature(feature.key))) return;
    for (const feature of features) store.addFeature(feature);
    setAdded(true);
  }, [features, store]);
  return isReady ? children : <PageLoading />;
}

/**
 * Like `lazyScreen`, for a screen whose state and sagas load with it: the features arrive with
 * the screen's code and join the remote's store before it renders, so the remote's first load
 * carries neither.
 */
export function lazyFeatureScreen<Screen extends (props: never) => ReactNode>(
  load: () => Promise<FeatureScreen<Screen>>,
): ComponentType<PropsOf<Screen>> {
  return lazyScreen(async () => {
    const { screen: Screen, features } = await load();
    const Shown = Screen as unknown as ComponentType<PropsOf<Screen>>;
    function ScreenWithFeatures(props: PropsOf<Screen>) {
      return (
        <WithFeatures features={features}>
          <Shown {...props} />
        </WithFeatures>
      );
    }
    return ScreenWithFeatures as unknown as Screen;
  });
}
