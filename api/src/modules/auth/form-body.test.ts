import { parseFormBody } from './form-body';

describe('parseFormBody', () => {
  it('reads plain and bracketed keys as the client form mode writes them', () => {
    expect(
      parseFormBody(
        'email=a%40b.test&accept_terms=true&attribution[source]=google&favourite_numbers[lotto][0][]=1&favourite_numbers[lotto][0][]=7&metadata[platform]=Web&first_name=Ann+Lee',
      ),
    ).toEqual({
      email: 'a@b.test',
      accept_terms: 'true',
      attribution: { source: 'google' },
      favourite_numbers: { lotto: [['1', '7']] },
      metadata: { platform: 'Web' },
      first_name: 'Ann Lee',
    });
  });

  it('ignores keys that would reach object prototypes', () => {
    const parsed = parseFormBody('__proto__[admin]=1&a[constructor][x]=2&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
