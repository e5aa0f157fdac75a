import { type ProductOffer } from 'shared-kernel/contract/product-offers';

export {
  type Capabilities,
  type NavigationItem,
  type NavigationRouteType,
  type SiteConfig,
} from 'shared-kernel/contract/platform';
export { type ContentItem } from 'shared-kernel/contract/content';

/** The fields of a product offer (product.md §3) the footer needs; a full offer fits. */
export type FooterProductOffer = Pick<ProductOffer, 'key' | 'name' | 'url'> & {
  /** A membership offer (the Daily Winners programme) has its own pages, not play or results. */
  type?: ProductOffer['type'];
  ranking?: number;
  draws: readonly unknown[];
};
