import { useDispatch } from 'react-redux';
import { Dialog } from 'remote-kit';
import { challengeWindowDimensions } from 'shared-kernel/contract/payments';
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
  const dimensions = challengeWindowDimensions[challenge.windowSize];
  const size =
    dimensions === 'fullScreen'
      ? { width: '100%', height: '100%' }
      : { width: dimensions.width, height: dimensions.height };

  const onLoad = (frame: HTMLIFrameElement) => {
    if (sameOriginPathOf(frame) === notificationPath) dispatch(challengeReturned());
  };
  return (
    <Dialog
      title="Confirm your card with your bank"
      onClose={() => dispatch(challengeClosed())}
      className="challenge-dialog"
      backdropClassName="challenge-dialog__backdrop"
    >
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
    </Dialog>
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
