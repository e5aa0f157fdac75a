import { layoutTexts } from 'shared-kernel/contract/texts';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { type RootState } from '../root-state';
import { compositionPreviewEndRequested } from './composition-slice';

const selectPreview = (state: RootState) => state.composition.release?.preview ?? null;

const expiryFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** When the operator's preview ends, in Sydney time as the console shows it. */
export function previewExpiryOf(expiresAt: string): string {
  return expiryFormat.format(new Date(expiresAt));
}

/**
 * Only for an operator previewing versions in this browser (the release has `preview`): says
 * whose preview it is and until when, and ends it. Nobody else ever sees it.
 */
export function OperatorOverlay() {
  const preview = useSelector(selectPreview);
  const dispatch = useDispatch();
  const { t } = useTranslation(layoutTexts);
  if (!preview) return null;
  return (
    <aside className="operator-overlay" aria-label={t('layout.release_preview')}>
      <p>
        {t('layout.preview_for', {
          operator: preview.operator,
          expiry: previewExpiryOf(preview.expiresAt),
        })}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => dispatch(compositionPreviewEndRequested())}
      >
        {t('layout.end_preview')}
      </button>
    </aside>
  );
}
