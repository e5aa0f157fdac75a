import { pageErrorKindFor, pageErrorMessageFor, pageErrorMessages } from './page-errors';

describe('page error messages (api.md §8.2)', () => {
  it('maps statuses to their page', () => {
    expect(pageErrorMessageFor(404)).toBe(
      "Something went wrong. It's looking like you may have taken a wrong turn. Try heading home and finding your bearing.",
    );
    expect(pageErrorMessageFor(418)).toBe(
      "It's not you, it's us! There are currently no products available, please check back later. Thank you for being patient.",
    );
    expect(pageErrorMessageFor(503)).toBe(
      "There's a spanner in the works! We'll be up and running again soon after this scheduled maintenance.",
    );
    expect(pageErrorMessageFor(500)).toBe(
      "It's not you, it's us! We are experiencing large load times on our server. Thank you for being patient.",
    );
    expect(pageErrorKindFor(502)).toBe('serverBusy');
  });

  it('uses the generic page, with its reload label, when no status is known', () => {
    expect(pageErrorMessageFor()).toBe(
      "It's not you, it's us! Looks like something went wrong on our end. Please try reloading or go back to the Homepage.",
    );
    expect(pageErrorKindFor(null)).toBe('generic');
    expect(pageErrorMessages.reloadPageLabel).toBe('Reload page');
  });
});
