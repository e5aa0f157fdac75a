import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type NavigationRouteType } from './site-data/site-data-types';

interface SiteLinkProps {
  href: string;
  routeType?: NavigationRouteType;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  'aria-label'?: string;
}

/**
 * One link of the site. In-app routes navigate with history.pushState (react-router), which
 * single-spa sees and answers by mounting the owning remote: never a full page load.
 * External routes are plain links; 'none' is a label only.
 */
export function SiteLink({
  href,
  routeType = 'internal',
  className,
  children,
  onNavigate,
  'aria-label': ariaLabel,
}: SiteLinkProps) {
  if (routeType === 'none') return <span className={className}>{children}</span>;
  if (routeType === 'external') {
    return (
      <a href={href} className={className} aria-label={ariaLabel} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} aria-label={ariaLabel} onClick={onNavigate}>
      {children}
    </Link>
  );
}
