import {
  hasShopQueryParameters,
  parseShopQueryParameters,
  readQueryString,
} from './query-parameters';

describe('parseShopQueryParameters', () => {
  it('reads every parameter, upper-casing the sub-variant', () => {
    expect(
      parseShopQueryParameters(
        '?sv=nsw&p=promo&act=AbCdEfGhIjKlMnOp_123&aff=partner-7&favourite_numbers=true',
      ),
    ).toEqual({
      subVariant: 'NSW',
      p: 'promo',
      anonymousCartToken: 'AbCdEfGhIjKlMnOp_123',
      affiliateCode: 'partner-7',
      utm: {},
      favouriteNumbers: true,
    });
  });

  it('keeps utm values of allowed characters only, plus signs included', () => {
    expect(
      parseShopQueryParameters(
        'utm_source=news+letter&utm_medium=e_mail-1&utm_campaign=%3Cscript%3E&utm_term=a%20b&utm_content=ok',
      ).utm,
    ).toEqual({ source: 'news+letter', medium: 'e_mail-1', content: 'ok' });
  });

  it('ignores an act that is not a token and favourite_numbers other than true', () => {
    const parameters = parseShopQueryParameters('act=short&favourite_numbers=yes');
    expect(parameters.anonymousCartToken).toBeNull();
    expect(parameters.favouriteNumbers).toBe(false);
    expect(hasShopQueryParameters(parameters)).toBe(false);
  });

  it('survives malformed escapes and takes the first of repeated names', () => {
    expect(readQueryString('?a=%E0%A4%A&b=1&b=2&c')).toEqual(
      new Map([
        ['b', '1'],
        ['c', ''],
      ]),
    );
    expect(hasShopQueryParameters(parseShopQueryParameters('sv=vic'))).toBe(true);
  });
});
