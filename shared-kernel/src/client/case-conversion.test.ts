import { camelCaseKeys, snakeCaseKeys, toCamelCase, toSnakeCase } from './case-conversion';

describe('key case conversion', () => {
  it.each([
    ['customer_verify', 'customerVerify'],
    ['page_info', 'pageInfo'],
    ['draw_no', 'drawNo'],
    ['atv_social_syndicate', 'atvSocialSyndicate'],
    ['alreadyCamel', 'alreadyCamel'],
    ['_private', '_private'],
    ['APPLE_PAY', 'APPLE_PAY'],
    ['en-AU', 'en-AU'],
  ])('camelCases %s as %s', (key, expected) => {
    expect(toCamelCase(key)).toBe(expected);
  });

  it.each([
    ['accountNumber', 'account_number'],
    ['drawNo', 'draw_no'],
    ['URLSlug', 'url_slug'],
    ['already_snake', 'already_snake'],
    ['filter[]', 'filter[]'],
  ])('snake_cases %s as %s', (key, expected) => {
    expect(toSnakeCase(key)).toBe(expected);
  });

  it('converts keys at every depth, inside arrays, and leaves values alone', () => {
    const file = new Blob(['x']);
    const date = new Date(0);
    const converted = snakeCaseKeys<Record<string, unknown>>({
      firstName: 'someCamelValue',
      games: [{ numberSets: [{ setName: 'Numbers' }] }],
      upload: file,
      drawDate: date,
    });

    expect(converted).toEqual({
      first_name: 'someCamelValue',
      games: [{ number_sets: [{ set_name: 'Numbers' }] }],
      upload: file,
      draw_date: date,
    });
    expect(converted.upload).toBe(file);
    expect(camelCaseKeys({ page_info: { total_count: 1 }, list: ['snake_value'] })).toEqual({
      pageInfo: { totalCount: 1 },
      list: ['snake_value'],
    });
  });
});
