import { layoutTexts } from 'shared-kernel/contract/texts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'remote-kit';
import {
  activeLocale,
  defaultShopLocale,
  formatCurrency,
  setActiveLocale,
  setActiveTranslations,
} from 'shared-kernel/contract/format';
import { usePageQuery } from '../../query-parameters/use-page-query';
import { createMemoryCookieJar, readCookie, writeCookie } from '../../session/session-cookies';
import { renderShell, type RenderShellOptions } from '../../testing/render-shell';
import { capabilitiesFixture, fakeShellApi, siteConfigFixture } from '../../testing/shell-fixtures';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import { type ContentItem } from '../site-data/site-data-types';
import { RegionControl } from './region-control';

const text = (id: string, value: string): ContentItem => ({ id, type: 'plain', value });
const textsByLocale: Record<string, ContentItem[]> = {
  'en-AU': [text('footer.responsible_gambling', 'Call Gambling Help on 1800 858 858.')],
  'en-GB': [text('footer.responsible_gambling', 'Call the National Gambling Helpline.')],
};

/** What a remote shows: a text and an amount the API labels AUD. */
function PricedText() {
  const { t } = useTranslation(layoutTexts);
  return (
    <p>
      {t('footer.responsible_gambling')} Price {formatCurrency(12.5, 'AUD')}
    </p>
  );
}

function Page() {
  usePageQuery();
  return (
    <>
      <PricedText />
      <RegionControl />
    </>
  );
}

function renderRegion(
  path = '/',
  capabilities = capabilitiesFixture(['sub_variants']),
  options: Pick<RenderShellOptions, 'cookies' | 'startTextCategories'> & {
    /** Holds the texts back until the returned promise settles. */
    textsArrive?: () => Promise<void>;
  } = {},
) {
  const { textsArrive = () => Promise.resolve(), ...shellOptions } = options;
  const fetchLayoutTranslations = jest.fn((locale = 'en-AU') =>
    textsArrive().then(() => textsByLocale[locale] ?? []),
  );
  const api = fakeShellApi({
    fetchConfig: () =>
      Promise.resolve(
        siteConfigFixture({
          subVariants: [
            {
              key: 'GB',
              name: 'United Kingdom',
              locale: 'en-GB',
              currency: 'GBP',
              brandingRegion: 'GB',
              urlAliases: [{ path: '/uk', route: '/' }],
            },
          ],
        }),
      ),
    fetchCapabilities: () => Promise.resolve(capabilities),
    fetchLayoutTranslations,
  });
  const rendered = renderShell(<Page />, { api, path, ...shellOptions });
  act(() => {
    rendered.store.dispatch(siteDataLoadRequested());
  });
  return { ...rendered, fetchLayoutTranslations };
}

describe('the region control', () => {
  afterEach(() => {
    act(() => {
      setActiveLocale(defaultShopLocale);
      setActiveTranslations([]);
    });
  });

  it('switches the page to the United Kingdom and back, texts and amounts alike', async () => {
    const { cookies, session, fetchLayoutTranslations } = renderRegion();
    const region = await screen.findByRole('combobox', { name: 'Region' });
    await screen.findByText('Call Gambling Help on 1800 858 858. Price $12.50');

    await userEvent.selectOptions(region, 'United Kingdom');

    expect(
      await screen.findByText('Call the National Gambling Helpline. Price £12.50'),
    ).toBeInTheDocument();
    expect(readCookie(cookies, 'sub_variant')).toBe('GB');
    expect(session.getSession().subVariant).toBe('GB');
    expect(fetchLayoutTranslations).toHaveBeenLastCalledWith('en-GB');

    await userEvent.selectOptions(region, 'Australia');

    expect(
      await screen.findByText('Call Gambling Help on 1800 858 858. Price $12.50'),
    ).toBeInTheDocument();
    expect(readCookie(cookies, 'sub_variant')).toBeNull();
    expect(activeLocale()).toEqual({ locale: 'en-AU', currency: 'AUD' });
  });

  it('loads the texts once, in the locale of a sub-variant kept from an earlier visit', async () => {
    const cookies = createMemoryCookieJar();
    writeCookie(cookies, 'sub_variant', 'GB', 60);
    const localesOfCategories: string[] = [];
    const { fetchLayoutTranslations } = renderRegion('/', undefined, {
      cookies,
      startTextCategories: () => localesOfCategories.push(activeLocale().locale),
    });

    expect(
      await screen.findByText('Call the National Gambling Helpline. Price £12.50'),
    ).toBeInTheDocument();
    expect(fetchLayoutTranslations.mock.calls).toEqual([['en-GB']]);
    expect(localesOfCategories).toEqual(['en-GB']);
  });

  it("starts the remotes' texts once, though the market is decided again while texts load", async () => {
    const cookies = createMemoryCookieJar();
    writeCookie(cookies, 'sub_variant', 'GB', 60);
    const startTextCategories = jest.fn();
    let textsArrive: (value?: unknown) => void = () => undefined;
    const arrived = new Promise((resolve) => (textsArrive = resolve));
    const { session } = renderRegion('/', undefined, {
      cookies,
      startTextCategories,
      textsArrive: () => arrived.then(() => undefined),
    });
    await waitFor(() => expect(startTextCategories).toHaveBeenCalled());
    act(() => session.updateSession({ segmentName: 'vip' }));
    act(() => {
      textsArrive();
    });

    expect(
      await screen.findByText('Call the National Gambling Helpline. Price £12.50'),
    ).toBeInTheDocument();
    expect(startTextCategories).toHaveBeenCalledTimes(1);
  });

  it('loads the texts at once, without waiting for the market, for a visitor with none kept', async () => {
    const localesOfCategories: string[] = [];
    const { fetchLayoutTranslations } = renderRegion('/', undefined, {
      startTextCategories: () => localesOfCategories.push(activeLocale().locale),
    });
    expect(localesOfCategories).toEqual(['en-AU']);
    await screen.findByText('Call Gambling Help on 1800 858 858. Price $12.50');
    expect(fetchLayoutTranslations.mock.calls).toEqual([[]]);
  });

  it('follows ?sv=gb at once', async () => {
    renderRegion('/?sv=gb');
    expect(await screen.findByRole('combobox', { name: 'Region' })).toHaveValue('GB');
    expect(
      await screen.findByText('Call the National Gambling Helpline. Price £12.50'),
    ).toBeInTheDocument();
  });

  it("leads a sub-variant's URL alias to its route, in its market", async () => {
    renderRegion('/uk');
    expect(await screen.findByRole('combobox', { name: 'Region' })).toHaveValue('GB');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText(/Price £12\.50/)).toBeInTheDocument();
  });

  it('keeps the site market for an unknown sub-variant', async () => {
    const { session } = renderRegion('/?sv=zz');
    const region = await screen.findByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(session.getSession().subVariant).toBe('ZZ'));
    expect(region).toHaveValue('');
    expect(screen.getByText(/Price \$12\.50/)).toBeInTheDocument();
  });

  it('is not shown without the sub_variants capability', async () => {
    const { store } = renderRegion('/', capabilitiesFixture([]));
    await waitFor(() => expect(store.getState().siteData.capabilitiesStatus).toBe('loaded'));
    expect(screen.queryByRole('combobox', { name: 'Region' })).not.toBeInTheDocument();
  });
});
