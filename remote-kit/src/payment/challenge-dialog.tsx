import {
  challengeWindowDimensions,
  type ChallengeWindowSize,
} from 'shared-kernel/contract/payments';
import { Dialog } from '../dialog/dialog';
import { useTranslation } from '../texts/use-translation';

/** The bank's challenge page and the window size it asked for. */
export interface ChallengeWindow {
  url: string;
  windowSize: ChallengeWindowSize;
}

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
export function ChallengeDialog({
  challenge,
  onReturned,
  onClose,
}: {
  challenge: ChallengeWindow;
  /** The frame is back on this site: the bank is done. */
  onReturned: () => void;
  /** The customer closed the dialog before the bank was done. */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dimensions = challengeWindowDimensions[challenge.windowSize];
  const size =
    dimensions === 'fullScreen'
      ? { width: '100%', height: '100%' }
      : { width: dimensions.width, height: dimensions.height };

  const onLoad = (frame: HTMLIFrameElement) => {
    if (sameOriginPathOf(frame) === notificationPath) onReturned();
  };
  return (
    <Dialog
      title={t('ui.challenge_heading')}
      onClose={onClose}
      className="challenge-dialog"
      backdropClassName="challenge-dialog__backdrop"
    >
      <iframe
        title={t('ui.challenge_frame')}
        src={challenge.url}
        width={size.width}
        height={size.height}
        onLoad={(event) => onLoad(event.currentTarget)}
      />
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t('ui.cancel')}
      </button>
    </Dialog>
  );
}

/** /3ds/notify: the page the challenge frame lands on when the bank is done. */
export function ThreeDSecureNotifyPage() {
  const { t } = useTranslation();
  return (
    <p role="status" className="three-d-secure-notify">
      {t('ui.challenge_returning')}
    </p>
  );
}
