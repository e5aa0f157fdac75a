import { useState } from 'react';
import { useTranslation } from 'remote-kit';
import { fetchSubscriptionCalendar } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';

/** Opens a file link the way a download link would: a new tab, or a save where tabs are refused. */
function openFile(link: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * "Download calendar": the subscription's upcoming draws as a PDF (product.md §2), fetched with
 * the customer's authorisation, so only its owner gets it.
 */
export function CalendarDownload({
  subscriptionId,
  fetchCalendar = fetchSubscriptionCalendar,
  open = openFile,
}: {
  subscriptionId: string;
  fetchCalendar?: (id: string) => Promise<string>;
  open?: (link: string, fileName: string) => void;
}) {
  const { t } = useTranslation(accountPlayTexts);
  const [status, setStatus] = useState<'idle' | 'fetching' | 'failed'>('idle');
  const download = async () => {
    setStatus('fetching');
    try {
      open(await fetchCalendar(subscriptionId), `${subscriptionId}-calendar.pdf`);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <p>
      <button
        type="button"
        className="button button--secondary"
        disabled={status === 'fetching'}
        onClick={() => void download()}
      >
        {status === 'fetching'
          ? t('account_play.calendar_preparing')
          : t('account_play.calendar_download')}
      </button>
      {status === 'failed' ? <span role="alert"> {t('account_play.calendar_failed')}</span> : null}
    </p>
  );
}
