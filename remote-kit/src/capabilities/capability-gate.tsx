import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type CapabilityRequirement } from 'shared-kernel';
import { sharedUiTexts } from 'shared-kernel/contract/texts';
import { PageLoading } from '../pages/page-loading';
import { useTranslation } from '../texts/use-translation';
import { useCapabilities } from './use-capabilities';

/** The en-AU words of the page below (the page itself shows the market's). */
export const notAvailableMessages = {
  heading: sharedUiTexts['ui.not_available_heading'],
  message: sharedUiTexts['ui.not_available_message'],
  homeLink: sharedUiTexts['ui.home_link'],
} as const;

/** What a screen shows in place of itself when the customer's segment does not grant it. */
export function NotAvailablePage() {
  const headingId = useId();
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('ui.not_available_heading')}</h1>
      <p>{t('ui.not_available_message')}</p>
      <Link to="/">{t('ui.home_link')}</Link>
    </section>
  );
}

interface RequireCapabilitiesProps {
  required: CapabilityRequirement;
  children: ReactNode;
}

/** A whole screen that needs `required`: a loader until the capabilities are known. */
export function RequireCapabilities({ required, children }: RequireCapabilitiesProps) {
  const isGranted = useCapabilities(required);
  if (isGranted === null) return <PageLoading />;
  return isGranted ? <>{children}</> : <NotAvailablePage />;
}

interface WithCapabilitiesProps {
  required: CapabilityRequirement;
  children: ReactNode;
  /** Shown instead when not granted; nothing by default. */
  fallback?: ReactNode;
}

/** A part of a screen (a link, a button, a block) that needs `required`: hidden until granted. */
export function WithCapabilities({ required, children, fallback = null }: WithCapabilitiesProps) {
  return useCapabilities(required) === true ? <>{children}</> : <>{fallback}</>;
}
