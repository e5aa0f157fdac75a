import { pageErrorMessageFor } from 'shared-kernel/contract/format';

/** What a page shows while its data loads, or when it could not be loaded. */
export function LoadState({
  status,
  failureStatus,
  retry,
  what,
}: {
  status: 'loading' | 'loaded' | 'failed';
  failureStatus: number | null;
  retry: () => void;
  what: string;
}) {
  if (status === 'failed') {
    return (
      <div role="alert">
        <p>{pageErrorMessageFor(failureStatus)}</p>
        <button type="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return <p role="status">Loading {what}…</p>;
}
