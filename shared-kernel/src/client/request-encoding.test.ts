import { encodeFormBody, encodeMultipartBody, encodeQuery } from './request-encoding';

describe('encodeQuery', () => {
  it('writes arrays in bracket form, encodes values and skips undefined', () => {
    expect(
      encodeQuery({ c: ['layout', 'a b'], id: [], t: undefined, q: 'x&y', flag: false, n: 0 }),
    ).toBe('c[]=layout&c[]=a%20b&q=x%26y&flag=false&n=0');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('encodeFormBody', () => {
  it('snake_cases keys and brackets nested objects and arrays', () => {
    expect(
      encodeFormBody({
        minimumJackpotAmount: { amount: '20000000.00', currency: 'AUD' },
        days: ['mon'],
        games: [{ setName: 'Numbers' }],
        note: 'a b',
        empty: null,
        skipped: undefined,
      }),
    ).toBe(
      'minimum_jackpot_amount[amount]=20000000.00&minimum_jackpot_amount[currency]=AUD' +
        '&days[]=mon&games[0][set_name]=Numbers&note=a+b&empty=',
    );
  });
});

describe('encodeMultipartBody', () => {
  it('keeps a FormData as is', () => {
    const formData = new FormData();
    expect(encodeMultipartBody(formData)).toBe(formData);
  });

  it('builds FormData with snake_case bracketed keys, keeping blobs', () => {
    const scan = new Blob(['scan'], { type: 'image/png' });
    const formData = encodeMultipartBody({
      documentType: 'passport',
      pages: [scan],
      meta: { pageCount: 1 },
    });

    expect(formData.get('document_type')).toBe('passport');
    expect(formData.get('pages[]')).toBeInstanceOf(Blob);
    expect(formData.get('meta[page_count]')).toBe('1');
  });
});
