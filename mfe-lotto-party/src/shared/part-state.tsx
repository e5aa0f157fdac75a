import { LoadState } from 'remote-kit';
import { type Part } from './load-part';
import { type PageAccess } from './page-access';

/** The part's value when it is the one asked for and has arrived; null otherwise. */
export function shownValueOf<Value>(part: Part<Value>, key: string): Value | null {
  return part.key === key && part.status === 'loaded' ? part.value : null;
}

/**
 * What a part shows until its value arrives: loading, or its failure with a retry. With the
 * page's `access`, a failed access check fails the part too.
 */
export function PartState<Value>({
  part,
  partKey,
  access,
  retry,
  what,
  reserve,
}: {
  part: Part<Value>;
  partKey: string;
  access?: PageAccess;
  retry: () => void;
  what: string;
  reserve?: string;
}) {
  const failure =
    access?.status === 'failed'
      ? access
      : part.key === partKey && part.status === 'failed'
        ? part
        : null;
  return (
    <LoadState
      status={failure ? 'failed' : 'loading'}
      failureStatus={failure ? failure.failureStatus : null}
      retry={retry}
      what={what}
      reserve={reserve}
    />
  );
}
