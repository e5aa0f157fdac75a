import { layoutTexts } from 'shared-kernel/contract/texts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { pageStorage } from '../../page-storage';
import { selectSessionCustomer } from '../../session/session-selectors';
import { selectGrantedCapabilities, selectTranslations } from '../site-data/site-data-selectors';

/** The three message keys, in order (product.md §2 "Sitewide banner"). */
export const sitewideBannerKeys = ['sa', 'maintenance', 'description'] as const;
export const sitewideBannerStorageKey = 'sitewide_banner';

interface Dismissal {
  content: string;
  dateDismissed: string;
}

/** The first available message; sa only for a customer in SA. */
export function sitewideMessageOf(
  translations: Readonly<Record<string, string>>,
  state: string | null,
): string | null {
  for (const key of sitewideBannerKeys) {
    if (key === 'sa' && state !== 'SA') continue;
    const value = translations[`sitewide_banner.${key}`]?.trim();
    if (value) return value;
  }
  return null;
}

function storedDismissal(storage: Storage | null): Dismissal | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(sitewideBannerStorageKey) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'content' in parsed) return parsed as Dismissal;
  } catch {
    return null;
  }
  return null;
}

/**
 * A strip at the top while the sitewide-banner capability is on. Dismissal is kept with the
 * message and date, and stops counting once the message text changes.
 */
export function SitewideBanner() {
  const capabilities = useSelector(selectGrantedCapabilities);
  const translations = useSelector(selectTranslations);
  const customer = useSelector(selectSessionCustomer);
  const { t } = useTranslation(layoutTexts);
  const [dismissal, setDismissal] = useState(() => storedDismissal(pageStorage('localStorage')));
  if (!capabilities.includes('sitewide_banner')) return null;
  const message = sitewideMessageOf(translations, customer?.state ?? null);
  if (!message || dismissal?.content === message) return null;
  const dismiss = () => {
    const next: Dismissal = { content: message, dateDismissed: new Date().toISOString() };
    try {
      pageStorage('localStorage')?.setItem(sitewideBannerStorageKey, JSON.stringify(next));
    } catch {
      // Storage may be unavailable (private mode): the dismissal then lasts for this page only.
    }
    setDismissal(next);
  };
  return (
    <aside className="sitewide-banner" aria-label={t('layout.site_announcement')}>
      <p>{message}</p>
      <button type="button" className="button button--link" onClick={dismiss}>
        {t('layout.dismiss')}
      </button>
    </aside>
  );
}
