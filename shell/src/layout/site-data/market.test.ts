import { siteConfigFixture } from '../../testing/shell-fixtures';
import { marketOf, subVariantOf } from './market';

const config = siteConfigFixture({
  subVariants: [
    {
      key: 'GB',
      name: 'United Kingdom',
      locale: 'en-GB',
      currency: 'GBP',
      brandingRegion: 'GB',
      urlAliases: [{ path: '/uk', route: '/' }],
    },
    {
      key: 'XMAS',
      name: 'Christmas',
      locale: null,
      currency: null,
      brandingRegion: null,
      urlAliases: [],
    },
  ],
  segmentLocales: [{ segmentName: 'uk', locale: 'en-GB', currency: 'GBP' }],
});
const australia = { locale: 'en-AU', currency: 'AUD' };
const britain = { locale: 'en-GB', currency: 'GBP' };

describe('the market of a page', () => {
  it("is the site's without a sub-variant or segment market", () => {
    expect(marketOf({ config, capabilities: [], subVariant: null, segmentName: null })).toEqual(
      australia,
    );
    expect(
      marketOf({ config: null, capabilities: [], subVariant: 'GB', segmentName: null }),
    ).toEqual(australia);
  });

  it("is the sub-variant's when the sub_variants capability is on", () => {
    const inputs = { config, subVariant: 'GB', segmentName: null };
    expect(marketOf({ ...inputs, capabilities: ['sub_variants'] })).toEqual(britain);
    expect(marketOf({ ...inputs, capabilities: [] })).toEqual(australia);
  });

  it("is the customer's segment's, unless a sub-variant configures one", () => {
    expect(marketOf({ config, capabilities: [], subVariant: null, segmentName: 'uk' })).toEqual(
      britain,
    );
    expect(
      marketOf({ config, capabilities: ['sub_variants'], subVariant: 'XMAS', segmentName: 'uk' }),
    ).toEqual(britain);
  });

  it('ignores a sub-variant the site does not know', () => {
    expect(
      marketOf({ config, capabilities: ['sub_variants'], subVariant: 'ZZ', segmentName: null }),
    ).toEqual(australia);
    expect(subVariantOf(config, 'gb')?.name).toBe('United Kingdom');
    expect(subVariantOf(config, 'ZZ')).toBeNull();
  });
});
