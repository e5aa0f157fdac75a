import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { documentCookieJar, readCookie, writeCookie } from '../../session/session-cookies';
import { selectGrantedCapabilities } from '../site-data/site-data-selectors';

export const cookieConsentName = 'cookie_consent';
/** product.md §3: essential, or non_essential as well. */
export type CookieConsent = 'essential' | 'non_essential';
const oneYearSeconds = 365 * 24 * 60 * 60;

export function readCookieConsent(): CookieConsent | null {
  const value = readCookie(documentCookieJar, cookieConsentName);
  return value === 'essential' || value === 'non_essential' ? value : null;
}

/** Whether analytics may run (they need non-essential consent, product.md §6). */
export function mayRunAnalytics(): boolean {
  return readCookieConsent() === 'non_essential';
}

/** Asks once (kept a year) while the cookie-consent capability is on; never covers the page. */
export function CookieConsentBanner() {
  const capabilities = useSelector(selectGrantedCapabilities);
  const [consent, setConsent] = useState(readCookieConsent);
  if (!capabilities.includes('cookie_consent') || consent) return null;
  const choose = (choice: CookieConsent) => {
    writeCookie(documentCookieJar, cookieConsentName, choice, oneYearSeconds);
    setConsent(choice);
  };
  return (
    <aside className="cookie-consent" aria-label="Cookie consent">
      <p>
        We use essential cookies to keep you signed in and your cart safe, and, with your consent,
        analytics cookies to improve the shop. <Link to="/about/cookie-policy">Cookie policy</Link>
      </p>
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={() => choose('non_essential')}>
          Accept all cookies
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose('essential')}
        >
          Essential cookies only
        </button>
      </div>
    </aside>
  );
}
