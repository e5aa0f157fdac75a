import { type ProductOffer } from 'shared-kernel';

export {
  type Capabilities,
  type ContentItem,
  type NavigationItem,
  type NavigationRouteType,
  type SiteConfig,
} from 'shared-kernel';

/** The fields of a product offer (product.md §3) the footer needs; a full offer fits. */
export type FooterProductOffer = Pick<ProductOffer, 'key' | 'name' | 'url'> & {
  ranking?: number;
  draws: readonly unknown[];
};
