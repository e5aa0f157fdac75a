import { applyQueryParameters, type QueryParameterSinks } from './apply-query-parameters';

function sinks() {
  return {
    writeCookie: jest.fn(),
    updateSubVariant: jest.fn(),
    rememberFavouriteNumbers: jest.fn(),
  } satisfies QueryParameterSinks;
}

describe('applyQueryParameters', () => {
  it('keeps the sub-variant, affiliate code, utm values and cart token', () => {
    const fake = sinks();
    applyQueryParameters(
      '?sv=vic&aff=partner&utm_source=mail&act=AbCdEfGhIjKlMnOp_123&favourite_numbers=true',
      fake,
    );
    expect(fake.updateSubVariant).toHaveBeenCalledWith('VIC');
    expect(fake.writeCookie).toHaveBeenCalledWith('sub_variant', 'VIC', 365 * 86_400);
    expect(fake.writeCookie).toHaveBeenCalledWith('affiliate_code', 'partner', 14 * 86_400);
    expect(fake.writeCookie).toHaveBeenCalledWith('utm', '{"source":"mail"}', 1800);
    expect(fake.writeCookie).toHaveBeenCalledWith(
      'anonymous_cart_token',
      'AbCdEfGhIjKlMnOp_123',
      14 * 86_400,
    );
    expect(fake.rememberFavouriteNumbers).toHaveBeenCalled();
  });

  it('does nothing for a query without them', () => {
    const fake = sinks();
    applyQueryParameters('?firstDrawNo=1234', fake);
    expect(fake.writeCookie).not.toHaveBeenCalled();
    expect(fake.updateSubVariant).not.toHaveBeenCalled();
  });
});
