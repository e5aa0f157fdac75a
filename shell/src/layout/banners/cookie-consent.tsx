import { layoutTexts } from 'shared-kernel/contract/texts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { cookieConsentCookie, nonEssentialCookieNames, type CookieConsent } from 'shared-kernel';
import {
  documentCookieJar,
  readCookieConsent,
  removeCookie,
  writeCookie,
  type CookieJar,
} from '../../session/session-cookies';
import { selectGrantedCapabilities } from '../site-data/site-data-selectors';

/** Keeps the choice a year (api.md §9); essential only drops what needed consent. */
export function keepCookieConsent(jar: CookieJar, choice: CookieConsent): void {
  writeCookie(jar, cookieConsentCookie.name, choice, cookieConsentCookie.maxAgeSeconds);
  if (choice === 'essential') {
    for (const name of nonEssentialCookieNames()) removeCookie(jar, name);
  }
}

/** Asks once (kept a year) while the cookie-consent capability is on; never covers the page. */
export function CookieConsentBanner({ jar = documentCookieJar }: { jar?: CookieJar }) {
  const capabilities = useSelector(selectGrantedCapabilities);
  const [consent, setConsent] = useState(() => readCookieConsent(jar));
  const { t } = useTranslation(layoutTexts);
  if (!capabilities.includes('cookie_consent') || consent) return null;
  const choose = (choice: CookieConsent) => {
    keepCookieConsent(jar, choice);
    setConsent(choice);
  };
  return (
    <aside className="cookie-consent" aria-label={t('cookie_consent.label')}>
      <p>
        {t('cookie_consent.text')}{' '}
        <Link to="/about/cookie-policy">{t('cookie_consent.policy_link')}</Link>
      </p>
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={() => choose('non_essential')}>
          {t('cookie_consent.accept_all')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose('essential')}
        >
          {t('cookie_consent.essential_only')}
        </button>
      </div>
    </aside>
  );
}
