import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadWhenStale } from '../../composition/stale-page';
import { ErrorPage } from './error-page';

interface PageErrorBoundaryProps {
  /** The page's location: a new one clears a shown error (product.md §7). */
  resetKey: string;
  children: ReactNode;
  openedAtMs?: number;
  now?: () => number;
  reload?: () => void;
}

interface PageErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** What the shell shows when its own page throws while rendering. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    const { openedAtMs, now = Date.now, reload } = this.props;
    reloadWhenStale(openedAtMs, now(), reload);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorPage kind="generic" /> : this.props.children;
  }
}
