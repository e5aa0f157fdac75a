import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { challengeWindowDimensions } from 'shared-kernel';
import { challengeClosed, challengeReturned, type ThreeDSecureChallenge } from './payment-slice';

/** api.md §2: where the challenge window returns when the bank is done. */
export const notificationPath = '/3ds/notify';

/** The frame's path when it shows a page of this site; null while it shows the bank's page. */
function sameOriginPathOf(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentWindow?.location.pathname ?? null;
  } catch {
    return null;
  }
}

/**
 * The 3-D Secure challenge in a modal dialog of the window size the bank asked for. When the
 * frame arrives at /3ds/notify (same origin) the check is over; the saga also asks the deposit
 * itself in case that moment is missed.
 */
export function ChallengeDialog({ challenge }: { challenge: ThreeDSecureChallenge }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dimensions = challengeWindowDimensions[challenge.windowSize];
  const size =
    dimensions === 'fullScreen'
      ? { width: '100%', height: '100%' }
      : { width: dimensions.width, height: dimensions.height };

  useEffect(() => {
    dialogRef.current?.focus();
  }, []);

  const onLoad = (frame: HTMLIFrameElement) => {
    if (sameOriginPathOf(frame) === notificationPath) dispatch(challengeReturned());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') dispatch(challengeClosed());
  };

  return (
    <div className="challenge-dialog__backdrop" role="presentation">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="challenge-dialog"
      >
        <h2 id={headingId}>Confirm your card with your bank</h2>
        <iframe
          title="3-D Secure check"
          src={challenge.url}
          width={size.width}
          height={size.height}
          onLoad={(event) => onLoad(event.currentTarget)}
        />
        <button type="button" onClick={() => dispatch(challengeClosed())}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** /3ds/notify: the page the challenge frame lands on when the bank is done. */
export function ThreeDSecureNotifyPage() {
  return (
    <p role="status" className="three-d-secure-notify">
      Returning to checkout…
    </p>
  );
}
