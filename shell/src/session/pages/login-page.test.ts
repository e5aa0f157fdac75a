import { safeReturnPath } from './login-page';

describe('the path a login returns to', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/my-account/tickets?page=2')).toBe('/my-account/tickets?page=2');
  });

  it('sends anything that could leave the site home', () => {
    for (const from of ['//evil.example', '/\\evil.example', 'https://evil.example', 42, null]) {
      expect(safeReturnPath(from)).toBe('/');
    }
  });
});
