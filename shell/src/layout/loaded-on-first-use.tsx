import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the shell whose code loads the first time it shows, not with every page. Once loaded
 * it renders at once, without a Suspense pass; `load` fetches it ahead (tests call it up front).
 */
export function loadedOnFirstUse<Props extends object = Record<string, never>>(
  importPart: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): { Part: ComponentType<Props>; load: () => Promise<{ default: ComponentType<Props> }> } {
  let Loaded: ComponentType<Props> | null = null;
  const load = () =>
    importPart().then((part) => {
      Loaded = part;
      return { default: part };
    });
  const Lazy = lazy(load);
  function Part(props: Props) {
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Part, load };
}
