import { pageErrorMessageFor } from 'shared-kernel/contract/format';
import { useTranslation } from '../texts/use-translation';

/**
 * What a page shows while its data loads, or when it could not be loaded: a block that keeps the
 * space the content will take (`reserve`, a CSS length), so nothing below it jumps when the data
 * arrives, and on failure the error of the status with a way to try again.
 */
export function LoadState({
  status,
  failureStatus,
  retry,
  what,
  reserve = '12rem',
}: {
  status: 'loading' | 'loaded' | 'failed';
  failureStatus: number | null;
  retry: () => void;
  what: string;
  reserve?: string;
}) {
  const { t } = useTranslation();
  if (status === 'failed') {
    return (
      <div role="alert" className="load-state" style={{ minBlockSize: reserve }}>
        <p>{pageErrorMessageFor(failureStatus)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t('ui.try_again')}
        </button>
      </div>
    );
  }
  return (
    <div className="load-state" style={{ minBlockSize: reserve }} aria-busy="true">
      <p role="status">{t('ui.loading_what', { what })}</p>
    </div>
  );
}
