import { LoadState } from 'remote-kit';
import { type Part } from '../../shared/load-part';

export const unavailableText = 'Lotto Party is not available for your account.';

/** The part's value when it is the one asked for and has arrived; null otherwise. */
export function shownValueOf<Value>(part: Part<Value>, key: string): Value | null {
  return part.key === key && part.status === 'loaded' ? part.value : null;
}

/** What a part shows until its value arrives: loading, or its failure with a retry. */
export function PartState<Value>({
  part,
  partKey,
  retry,
  what,
  reserve,
}: {
  part: Part<Value>;
  partKey: string;
  retry: () => void;
  what: string;
  reserve?: string;
}) {
  const isFailed = part.key === partKey && part.status === 'failed';
  return (
    <LoadState
      status={isFailed ? 'failed' : 'loading'}
      failureStatus={isFailed ? part.failureStatus : null}
      retry={retry}
      what={what}
      reserve={reserve}
    />
  );
}
