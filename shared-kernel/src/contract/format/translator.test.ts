import { createTranslator } from './translator';

describe('createTranslator', () => {
  const t = createTranslator([
    { id: 'nav.cart', type: 'plain', value: 'Cart' },
    { id: 'nav.login', type: 'plain', value: '' },
    { id: 'footer.copyright', value: '© Lotto Shop' },
  ]);

  it('looks items up by id', () => {
    expect(t('nav.cart')).toBe('Cart');
    expect(t.has('nav.cart')).toBe(true);
  });

  it('treats items without both a type and a value as absent and uses the fallback', () => {
    expect(t('nav.login', 'Log in')).toBe('Log in');
    expect(t('footer.copyright', 'Copyright')).toBe('Copyright');
    expect(t('missing')).toBe('');
    expect(t.has('nav.login')).toBe(false);
  });
});
