import { useState } from 'react';
import { fetchSubscriptionCalendar } from 'shared-kernel/contract/recurring';

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
        {status === 'fetching' ? 'Preparing calendar…' : 'Download calendar'}
      </button>
      {status === 'failed' ? (
        <span role="alert"> The calendar could not be made. Please try again.</span>
      ) : null}
    </p>
  );
}
