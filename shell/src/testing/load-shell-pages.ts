import { loadShellPages } from '../layout/layout';
import { loadElevationDialog } from '../session/elevation/elevation-modal';

// The shell's pages and its elevation dialog load on first use in the page; tests render them at
// once.
beforeAll(() => Promise.all([loadShellPages(), loadElevationDialog()]));
