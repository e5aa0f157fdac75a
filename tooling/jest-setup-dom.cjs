require('@testing-library/jest-dom');

// jsdom lays nothing out, so it cannot scroll: pages that scroll (navigation, dialogs) call a
// no-op here, and tests that care spy on it.
window.scrollTo = () => undefined;
