import { loadShellPages } from '../layout/layout';
import { loadElevationDialog } from '../session/elevation/elevation-modal';
import { loadMigrationDialog } from '../session/migration/migration-modal';

// The shell's pages and its elevation and migration dialogs load on first use in the page; tests
// render them at once.
beforeAll(() => Promise.all([loadShellPages(), loadElevationDialog(), loadMigrationDialog()]));
