import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { type BusEvents } from 'shared-kernel';
import { type CartView } from 'shared-kernel/contract/cart';
import { createMemoryCookieJar, readCookie, writeCookie } from '../session/session-cookies';
import { renderShell } from '../testing/render-shell';
import { fakeSessionApi, fakeShellApi } from '../testing/shell-fixtures';
import { usePageQuery } from './use-page-query';

function PageWithQuery() {
  usePageQuery();
  return <Link to="/results?sv=sa&act=AbCdEfGhIjKlMnOp_123">Results</Link>;
}

function consentedCookies() {
  const cookies = createMemoryCookieJar();
  writeCookie(cookies, 'cookie_consent', 'non_essential', 365 * 86_400);
  return cookies;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('query parameters on every page', () => {
  it('keeps the sub-variant, affiliate code, utm values and favourite numbers flag', async () => {
    const storage = { setItem: jest.fn() };
    const cookies = consentedCookies();
    const { session } = renderShell(<PageWithQuery />, {
      path: '/lotto-tickets?sv=vic&aff=partner-7&utm_source=news+letter&utm_medium=%3Cb%3E&favourite_numbers=true',
      cookies,
      storage,
    });
    await settle();
    expect(session.getSession().subVariant).toBe('VIC');
    expect(readCookie(cookies, 'sub_variant')).toBe('VIC');
    expect(readCookie(cookies, 'affiliate_code')).toBe('partner-7');
    expect(readCookie(cookies, 'utm')).toBe('{"source":"news+letter"}');
    expect(storage.setItem).toHaveBeenCalledWith('favourite_numbers', 'true');
  });

  it('keeps utm values only with non-essential cookie consent', async () => {
    const cookies = createMemoryCookieJar();
    renderShell(<PageWithQuery />, { path: '/?aff=partner-7&utm_source=mail', cookies });
    await settle();
    expect(readCookie(cookies, 'affiliate_code')).toBe('partner-7');
    expect(readCookie(cookies, 'utm')).toBeNull();
  });

  it('applies the query of a client-side navigation, adopting the cart for a visitor', async () => {
    const cookies = createMemoryCookieJar();
    const { session } = renderShell(<PageWithQuery />, { path: '/', cookies });
    await userEvent.click(screen.getByRole('link', { name: 'Results' }));
    await settle();
    expect(session.getSession().subVariant).toBe('SA');
    expect(readCookie(cookies, 'anonymous_cart_token')).toBe('AbCdEfGhIjKlMnOp_123');
  });

  it('converts the cart of act straight away for a signed-in customer', async () => {
    const convertAnonymousCart = jest.fn(() =>
      Promise.resolve({ cartItems: [{}, {}, {}] } as unknown as CartView),
    );
    const cookies = createMemoryCookieJar();
    const heard: Array<BusEvents['cart/changed']> = [];
    const { session, bus } = renderShell(<PageWithQuery />, {
      path: '/',
      cookies,
      api: fakeShellApi({ session: fakeSessionApi({ convertAnonymousCart }) }),
    });
    bus.subscribe('cart/changed', (payload) => heard.push(payload));
    session.updateSession({ customerId: 'c-1', isAuthenticated: true });
    await userEvent.click(screen.getByRole('link', { name: 'Results' }));
    await settle();
    expect(convertAnonymousCart).toHaveBeenCalledWith('AbCdEfGhIjKlMnOp_123');
    expect(readCookie(cookies, 'anonymous_cart_token')).toBeNull();
    expect(heard).toEqual([{ itemCount: 3 }]);
  });

  it('applies a sub-variant kept from an earlier visit at start', () => {
    const cookies = createMemoryCookieJar();
    writeCookie(cookies, 'sub_variant', 'QLD', 365 * 86_400);
    const { session } = renderShell(<PageWithQuery />, { path: '/', cookies });
    expect(session.getSession().subVariant).toBe('QLD');
  });
});
