import type * as activeLocaleModule from './active-locale';
import {
  activeLocale,
  activeTranslator,
  defaultShopLocale,
  setActiveLocale,
  setActiveTranslations,
  subscribeToActiveLocale,
} from './active-locale';
import { formatCurrency, formatWholeCurrency } from './currency';
import { formatDrawDayAndTime } from './dates';
import { formatJackpot } from './jackpot';
import { fillText } from './translator';
import { layoutTexts } from '../texts/layout';
import { defaultTextOf, textFunctionOf } from './text-catalogue';

describe('the active locale', () => {
  afterEach(() => {
    setActiveLocale(defaultShopLocale);
    setActiveTranslations([]);
  });

  it('is en-AU / AUD until the shell sets another', () => {
    expect(activeLocale()).toEqual({ locale: 'en-AU', currency: 'AUD' });
    expect(formatCurrency(12.5)).toBe('$12.50');
  });

  it('labels amounts with pounds under en-GB, also those the API labels AUD', () => {
    setActiveLocale({ locale: 'en-GB', currency: 'GBP' });

    expect(formatCurrency(1234.5)).toBe('£1,234.50');
    expect(formatCurrency(5, 'AUD')).toBe('£5.00');
    expect(formatWholeCurrency(500_000.99, 'AUD')).toBe('£500,000');
    expect(formatJackpot({ amount: 750 })).toBe('£750');
  });

  it('keeps an explicit locale and a currency other than the wire one as given', () => {
    setActiveLocale({ locale: 'en-GB', currency: 'GBP' });

    expect(formatCurrency(5, 'AUD', 'en-AU')).toBe('$5.00');
    expect(formatCurrency(5, 'USD')).toBe('US$5.00');
  });

  it('writes times in the active locale, still in Sydney', () => {
    const stop = '2026-11-28T09:30:00Z';
    expect(formatDrawDayAndTime(stop)).toBe('Saturday 28 November at 8:30 pm');
    setActiveLocale({ locale: 'en-GB', currency: 'GBP' });
    expect(formatDrawDayAndTime(stop)).toBe('Saturday 28 November at 20:30');
  });

  it('tells its listeners of a change, once per change, until they leave', () => {
    const listener = jest.fn();
    const leave = subscribeToActiveLocale(listener);

    setActiveLocale({ locale: 'en-GB', currency: 'GBP' });
    setActiveLocale({ locale: 'en-GB', currency: 'GBP' });
    setActiveTranslations([{ id: 'nav.cart', type: 'plain', value: 'Basket' }]);
    leave();
    setActiveLocale(defaultShopLocale);

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is one per page, whichever copy of the module sets it', () => {
    jest.isolateModules(() => {
      // A remote bundles its own copy of the contract: it reads what the shell's copy set.
      setActiveLocale({ locale: 'en-GB', currency: 'GBP' });
      const copy = jest.requireActual<typeof activeLocaleModule>('./active-locale');
      expect(copy.activeLocale()).toEqual({ locale: 'en-GB', currency: 'GBP' });
    });
  });
});

describe('texts', () => {
  afterEach(() => setActiveTranslations([]));

  it('fill their places', () => {
    expect(fillText('© {year} {siteName}', { year: 2026, siteName: 'Lotto Shop' })).toBe(
      '© 2026 Lotto Shop',
    );
    expect(fillText('{missing} stays', {})).toBe('{missing} stays');
  });

  it('are the loaded ones, else the catalogue en-AU value', () => {
    setActiveTranslations([{ id: 'nav.lotto_tickets', type: 'plain', value: 'Lottery tickets' }]);
    const t = textFunctionOf(activeTranslator(), layoutTexts);

    expect(t('nav.lotto_tickets')).toBe('Lottery tickets');
    expect(t('nav.cart')).toBe(layoutTexts['nav.cart']);
    expect(t('ui.try_again')).toBe(defaultTextOf('ui.try_again'));
    expect(t('nav.home', { siteName: 'Lotto Shop' })).toBe('Lotto Shop home');
  });
});
