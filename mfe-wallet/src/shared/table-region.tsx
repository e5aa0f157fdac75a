import { type ReactNode } from 'react';
import stylesheet from './table-region.css';

/**
 * A table wider than a phone's screen scrolls sideways inside this region: named by the table's
 * caption or heading, and reachable by Tab so the arrow keys scroll it.
 */
export function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className="table-region">
      <style href="mfe-wallet/table-region" precedence="default">
        {stylesheet}
      </style>
      {children}
    </div>
  );
}
