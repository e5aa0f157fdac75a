import { accountTexts } from './account';
import { accountPlayTexts } from './account-play';
import { cartTexts } from './cart-checkout';
import { catalogTexts } from './catalog';
import { layoutTexts } from './layout';
import { lottoPartyTexts } from './lotto-party';
import { membershipTexts } from './membership';
import { sharedUiTexts } from './shared-ui';
import { walletTexts } from './wallet';

export * from './account';
export * from './account-play';
export * from './cart-checkout';
export * from './catalog';
export * from './layout';
export * from './lotto-party';
export * from './membership';
export * from './shared-ui';
export * from './wallet';

/**
 * Every catalogue by the content category its items are stored under: what the demo content
 * seeds. A page bundles only the catalogues it uses; this whole table is for the API's seed and
 * the checks that keep keys unique.
 */
export const textCatalogue = {
  layout: layoutTexts,
  ui: sharedUiTexts,
  wallet: walletTexts,
  catalog: catalogTexts,
  cart: cartTexts,
  account: accountTexts,
  account_play: accountPlayTexts,
  membership: membershipTexts,
  lotto_party: lottoPartyTexts,
} as const satisfies Record<string, Readonly<Record<string, string>>>;
