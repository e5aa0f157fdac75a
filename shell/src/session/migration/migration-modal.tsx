import { useSelector } from 'react-redux';
import { loadedOnFirstUse } from '../../layout/loaded-on-first-use';
import { selectGrantedCapabilities } from '../../layout/site-data/site-data-selectors';
import { type RootState } from '../../root-state';
import { selectSessionCustomer } from '../session-selectors';

const selectMigration = (state: RootState) => state.migration;

// The dialog loads the first time it opens, not with every page.
const dialog = loadedOnFirstUse(() =>
  import('./migration-dialog').then((module) => module.MigrationDialog),
);
export const loadMigrationDialog = dialog.load;

/**
 * Opens for a signed-in customer eligible for migration (eligible_soft or eligible_hard) while the
 * customer-migration capability is on and no dismissal cookie exists (product.md §4): the cookie
 * found at start, or a dismissal since, marks the migration state dismissed.
 */
export function MigrationModal() {
  const customer = useSelector(selectSessionCustomer);
  const capabilities = useSelector(selectGrantedCapabilities);
  const migration = useSelector(selectMigration);
  const isEligible =
    customer?.migrationStatus === 'eligible_soft' || customer?.migrationStatus === 'eligible_hard';
  const isOpen =
    customer !== null &&
    capabilities.includes('customer_migration') &&
    !migration.isDismissed &&
    (isEligible || migration.step !== 'prompt');

  return isOpen ? <dialog.Part /> : null;
}
