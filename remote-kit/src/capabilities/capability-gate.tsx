import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type CapabilityRequirement } from 'shared-kernel';
import { PageLoading } from '../pages/page-loading';
import { useCapabilities } from './use-capabilities';

export const notAvailableMessages = {
  heading: 'Not available',
  message: 'This page is not available for your account.',
  homeLink: 'Go to the homepage',
} as const;

/** What a screen shows in place of itself when the customer's segment does not grant it. */
export function NotAvailablePage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{notAvailableMessages.heading}</h1>
      <p>{notAvailableMessages.message}</p>
      <Link to="/">{notAvailableMessages.homeLink}</Link>
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
