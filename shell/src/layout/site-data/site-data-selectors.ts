import { createSelector } from 'reselect';
import { needsCustomer } from 'shared-kernel';
import {
  footerPaymentLogosMax,
  grantedCapabilities,
  isPathGranted,
  type CapabilityName,
} from 'shared-kernel/contract/platform';
import { type RootState } from '../../root-state';
import { type NavigationItem } from './site-data-types';

/** Shown until `/v2/config` answers, and if it never does. */
export const siteNameDefault = 'Lotto Shop';

const noItems: NavigationItem[] = [];
const noCapabilities: CapabilityName[] = [];

export const selectSiteConfig = (state: RootState) => state.siteData.config;
export const selectTranslations = (state: RootState) => state.siteData.translations;
export const selectProductOffers = (state: RootState) => state.siteData.productOffers;
const selectCapabilities = (state: RootState) => state.siteData.capabilities;
export const selectCapabilitiesStatus = (state: RootState) => state.siteData.capabilitiesStatus;

export const selectSiteName = createSelector(
  selectSiteConfig,
  (config) => config?.siteName ?? siteNameDefault,
);

export const selectIsSiteNameHidden = createSelector(
  selectSiteConfig,
  (config) => config?.hideSiteName ?? false,
);

function isInAppLink(item: NavigationItem): boolean {
  return item.routeType === 'internal' || item.routeType === 'internal_dynamic';
}

export const selectPrimaryNavigationItems = createSelector(
  selectSiteConfig,
  (state: RootState) => selectIsPathOpenable(state),
  (config, isPathOpenable) =>
    (config?.navigation.primary ?? noItems).filter(
      (item) => !isInAppLink(item) || isPathOpenable(item.route),
    ),
);

export const selectSecondaryNavigationItems = createSelector(
  selectSiteConfig,
  (state: RootState) => selectIsPathOpenable(state),
  (config, isPathOpenable) =>
    (config?.navigation.secondary ?? noItems).filter(
      (item) => !isInAppLink(item) || isPathOpenable(item.route),
    ),
);

const selectCustomerSegmentName = (state: RootState) => state.session.customer?.segmentName ?? null;

/** What the customer's segment (or the default one) grants (product.md §6). */
export const selectGrantedCapabilities = createSelector(
  selectCapabilities,
  selectCustomerSegmentName,
  (snapshot, customerSegmentName) =>
    snapshot ? grantedCapabilities(snapshot, customerSegmentName) : noCapabilities,
);

const selectIsVisitor = (state: RootState) => state.session.status === 'anonymous';

/**
 * Whether a link to `path` shows: the screen is one the customer's segment grants
 * (capabilityScreens). A visitor's link to a signed-in page stays: it leads to log in first, and
 * the customer's own segment decides after that.
 */
export const selectIsPathOpenable = createSelector(
  selectGrantedCapabilities,
  selectIsVisitor,
  (granted, isVisitor) => (path: string) =>
    (isVisitor && needsCustomer(path)) || isPathGranted(path, granted),
);

export const selectPaymentLogos = createSelector(selectSiteConfig, (config) =>
  (config?.paymentLogos ?? []).slice(0, footerPaymentLogosMax),
);

export const selectSupportContact = createSelector(selectSiteConfig, (config) => ({
  supportNumber: config?.supportNumber ?? null,
  supportOpeningHours: config?.supportOpeningHours ?? null,
  supportEmail: config?.supportEmail ?? null,
}));

/** A layout text by id, or the fallback while texts load or when one is missing. */
export function translationOf(
  translations: Readonly<Record<string, string>>,
  id: string,
  fallback: string,
): string {
  const value = translations[id];
  return value === undefined || value.trim() === '' ? fallback : value;
}

/** Page titles get ' | site name' unless the site name is hidden (product.md §2). */
export function pageTitleOf(heading: string, siteName: string, isSiteNameHidden: boolean): string {
  return isSiteNameHidden ? heading : `${heading} | ${siteName}`;
}
