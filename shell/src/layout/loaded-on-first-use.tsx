import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the shell whose code loads the first time it shows, not with every page. Once loaded
 * it renders at once, without a Suspense pass; `load` fetches it ahead (tests call it up front).
 */
export function loadedOnFirstUse(
  importPart: () => Promise<ComponentType>,
  fallback: ReactNode = null,
): { Part: ComponentType; load: () => Promise<{ default: ComponentType }> } {
  let Loaded: ComponentType | null = null;
  const load = () =>
    importPart().then((part) => {
      Loaded = part;
      return { default: part };
    });
  const Lazy = lazy(load);
  function Part() {
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  }
  return { Part, load };
}
