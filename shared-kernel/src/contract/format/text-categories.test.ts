import {
  activeTranslator,
  defaultShopLocale,
  pageTextsOf,
  requestTextCategory,
  setActiveLocale,
  setActiveTranslations,
  setTextCategoryLoader,
  subscribeToActiveLocale,
  type TextCategoryLoader,
} from './active-locale';
import { walletTexts } from '../texts/wallet';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function loaderOf(values: Record<string, Record<string, string>>) {
  return jest.fn<ReturnType<TextCategoryLoader>, Parameters<TextCategoryLoader>>(
    (locale, categories) =>
      Promise.resolve(
        categories.flatMap((category) =>
          Object.entries(values[`${locale}/${category}`] ?? {}).map(([id, value]) => ({
            id,
            type: 'plain' as const,
            value,
            category,
          })),
        ),
      ),
  );
}

describe("a remote's texts", () => {
  afterEach(() => {
    setTextCategoryLoader(null);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('lotto-shop.text-categories')];
    setActiveLocale(defaultShopLocale);
    setActiveTranslations([]);
  });

  it('load once per category, the categories asked together in one call, beside the shell texts', async () => {
    const loader = loaderOf({
      'en-AU/wallet': { 'wallet.title': 'Your wallet' },
      'en-AU/cart': { 'cart.title': 'Your cart' },
    });
    setTextCategoryLoader(loader);
    setActiveTranslations([{ id: 'nav.cart', type: 'plain', value: 'Cart' }]);
    const heard = jest.fn();
    const leave = subscribeToActiveLocale(heard);

    requestTextCategory('wallet');
    requestTextCategory('cart');
    requestTextCategory('wallet');
    await flush();
    requestTextCategory('wallet');
    await flush();
    leave();

    expect(loader.mock.calls).toEqual([['en-AU', ['wallet', 'cart']]]);
    expect(activeTranslator()('wallet.title')).toBe('Your wallet');
    expect(activeTranslator()('cart.title')).toBe('Your cart');
    expect(activeTranslator()('nav.cart')).toBe('Cart');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('load again in the new locale when the region changes', async () => {
    const loader = loaderOf({
      'en-AU/wallet': { 'wallet.title': 'Your wallet' },
      'en-GB/wallet': { 'wallet.title': 'Your purse' },
    });
    setTextCategoryLoader(loader);
    requestTextCategory('wallet');
    await flush();

    setActiveLocale({ locale: 'en-GB', currency: 'GBP' });
    await flush();

    expect(loader.mock.calls).toEqual([
      ['en-AU', ['wallet']],
      ['en-GB', ['wallet']],
    ]);
    expect(activeTranslator()('wallet.title')).toBe('Your purse');
  });

  it('are asked for by code outside views too, and show en-AU values until they land', async () => {
    const loader = loaderOf({ 'en-AU/wallet': { 'wallet.column_date': 'When' } });
    const t = pageTextsOf(walletTexts);
    expect(t('wallet.column_date')).toBe(walletTexts['wallet.column_date']);

    setTextCategoryLoader(loader);
    await flush();

    expect(loader.mock.calls).toEqual([['en-AU', ['wallet']]]);
    expect(t('wallet.column_date')).toBe('When');
  });

  it("land without a render when they say what the views already show, the catalogue's values", async () => {
    const same = { 'wallet.column_date': walletTexts['wallet.column_date'], 'wallet.x': '' };
    const loader = loaderOf({
      'en-AU/wallet': same,
      'en-GB/wallet': { ...same, 'wallet.column_date': 'Date paid' },
    });
    setTextCategoryLoader(loader);
    const heard = jest.fn();
    const leave = subscribeToActiveLocale(heard);
    const t = pageTextsOf(walletTexts);

    t('wallet.column_date');
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(heard).not.toHaveBeenCalled();

    // A text that differs is heard: here the en-GB one, after the region change itself.
    setActiveLocale({ locale: 'en-GB', currency: 'GBP' });
    await flush();
    leave();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(t('wallet.column_date')).toBe('Date paid');
  });

  it('are heard when they land for a category asked without its catalogue', async () => {
    setTextCategoryLoader(
      loaderOf({ 'en-AU/wallet': { 'wallet.column_date': walletTexts['wallet.column_date'] } }),
    );
    const heard = jest.fn();
    const leave = subscribeToActiveLocale(heard);
    requestTextCategory('wallet');
    await flush();
    leave();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keep the en-AU values when they fail to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    setTextCategoryLoader(() => Promise.reject(new Error('offline')));
    const t = pageTextsOf(walletTexts);

    expect(t('wallet.column_date')).toBe(walletTexts['wallet.column_date']);
    await flush();

    expect(t('wallet.column_date')).toBe(walletTexts['wallet.column_date']);
    expect(error).toHaveBeenCalledWith('Texts did not load', ['wallet'], expect.any(Error));
    error.mockRestore();
  });
});
