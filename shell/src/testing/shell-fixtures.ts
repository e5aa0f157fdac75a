import { type Release } from '../composition/release';
import {
  type Capabilities,
  type ContentItem,
  type FooterProductOffer,
  type SiteConfig,
} from '../layout/site-data/site-data-types';
import { type ShellApi } from '../shell-api';
import { type SessionApi } from '../session/session-api';

/** Test data shaped like the api's answers (camelCased), for tests only. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    siteName: 'Lotto Shop',
    hideSiteName: false,
    locale: 'en-AU',
    currency: 'AUD',
    defaultPricingId: 'default',
    sessionTimeout: 3600,
    heartbeatActiveTimeout: 600,
    rememberForDays: 30,
    supportNumber: '1300 000 000',
    supportOpeningHours: 'Monday to Friday, 9am to 5pm',
    supportEmail: 'support@example.com',
    navigation: {
      primary: [
        { label: 'Lotto tickets', route: '/lotto-tickets', routeType: 'internal', type: 'lotto' },
        { label: 'Charity tickets', route: '/charity-tickets', routeType: 'internal' },
        { label: 'Syndicates', route: '/syndicates', routeType: 'internal' },
        { label: 'Results', route: '/lotto-results', routeType: 'internal', type: 'results' },
        { label: 'Daily Winners', route: '/daily-winners', routeType: 'internal' },
        { label: 'Lotto Party', route: '/lotto-party', routeType: 'internal' },
        { label: 'Help centre', route: 'https://help.example.com/', routeType: 'external' },
        { label: 'Coming soon', route: '', routeType: 'none' },
      ],
      secondary: [
        { label: 'My account', route: '/my-account', routeType: 'internal' },
        { label: 'Deposit', route: '/deposit', routeType: 'internal' },
        { label: 'Cart', route: '/cart', routeType: 'internal' },
      ],
    },
    paymentLogos: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
    ...overrides,
  };
}

export function capabilitiesFixture(
  capabilities: Capabilities['segments'][number]['capabilities'] = [],
): Capabilities {
  return {
    segments: [
      { segmentName: 'default', capabilities },
      { segmentName: 'customer', capabilities: [...capabilities, 'wallet_manage'] },
    ],
    currentSegment: 'default',
  };
}

export function productOfferFixture(
  key: string,
  overrides: Partial<FooterProductOffer> = {},
): FooterProductOffer {
  return {
    key,
    name: key
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    url: key,
    ranking: 1,
    draws: [{ id: `${key}-draw`, drawNo: 1 }],
    ...overrides,
  };
}

export function releaseFixture(overrides: Partial<Release> = {}): Release {
  return {
    environment: 'local',
    revision: 3,
    remotes: [
      {
        remote: 'mfe-catalog',
        version: '0.1.0-b',
        entryUrl: 'http://localhost:8080/remotes/mfe-catalog/0.1.0-b/remoteEntry.js',
        integrity: 'sha384-current',
        track: 'stable',
        fallbacks: [
          {
            version: '0.1.0-a',
            entryUrl: 'http://localhost:8080/remotes/mfe-catalog/0.1.0-a/remoteEntry.js',
            integrity: 'sha384-previous',
          },
        ],
      },
    ],
    preview: null,
    ...overrides,
  };
}

function notInThisTest(name: string) {
  return () => Promise.reject(new Error(`${name} is not expected in this test`));
}

/** Session calls that fail unless a test replaces them. */
export function fakeSessionApi(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    login: notInThisTest('login'),
    signup: notInThisTest('signup'),
    autologin: notInThisTest('autologin'),
    transferLogin: notInThisTest('transferLogin'),
    logout: () => Promise.resolve(),
    fetchCustomerOverview: notInThisTest('fetchCustomerOverview'),
    requestPasswordReset: notInThisTest('requestPasswordReset'),
    resetPassword: notInThisTest('resetPassword'),
    changePassword: notInThisTest('changePassword'),
    forceChangePassword: notInThisTest('forceChangePassword'),
    closeAccount: notInThisTest('closeAccount'),
    refreshAccessToken: notInThisTest('refreshAccessToken'),
    fetchTwoFactorConfig: notInThisTest('fetchTwoFactorConfig'),
    setUpAuthenticator: notInThisTest('setUpAuthenticator'),
    sendTwoFactorEmailCode: notInThisTest('sendTwoFactorEmailCode'),
    migrate: notInThisTest('migrate'),
    convertAnonymousCart: notInThisTest('convertAnonymousCart'),
    fetchCart: notInThisTest('fetchCart'),
    ...overrides,
  };
}

/** A ShellApi answering from the given data (each call can be replaced). */
export function fakeShellApi(overrides: Partial<ShellApi> = {}): ShellApi {
  const translations: ContentItem[] = [];
  return {
    fetchRelease: () => Promise.resolve(releaseFixture()),
    checkRelease: () => Promise.resolve(releaseFixture()),
    reportRemoteOutcomes: () => Promise.resolve(),
    endReleasePreview: () => Promise.resolve(),
    fetchConfig: () => Promise.resolve(siteConfigFixture()),
    fetchCapabilities: () => Promise.resolve(capabilitiesFixture()),
    fetchLayoutTranslations: () => Promise.resolve(translations),
    fetchTextCategories: () => Promise.resolve([]),
    fetchAboutPage: () => Promise.resolve(null),
    fetchProductOffers: () => Promise.resolve([]),
    createFeedbackEvent: () => Promise.resolve('feedback-event-id'),
    session: fakeSessionApi(),
    ...overrides,
  };
}
