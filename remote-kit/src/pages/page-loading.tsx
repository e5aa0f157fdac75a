import { useTranslation } from '../texts/use-translation';

/**
 * A whole page waiting for its code or its data. It holds the screen's place (the viewport's
 * height, its text's margins inside it), so nothing moves when the page arrives.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" aria-busy="true">
      <p role="status">{t('ui.page_loading')}</p>
    </div>
  );
}
