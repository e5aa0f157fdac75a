import { type RemoteFeature } from 'remote-kit';
import { kernelCartApi } from '../cart/cart-api';
import { kernelFavouriteNumbersApi } from './favourite-numbers-api';
import { watchFavouriteNumbers } from './favourite-numbers-sagas';
import { favouriteNumbersReducer, type FavouriteNumbersState } from './favourite-numbers-slice';
import { watchAddToCartRequested } from './play-sagas';
import { playReducer, type PlayState } from './play-slice';

export { PlayPage } from './play-page';

/** The ticket being built and its adding to the cart, loaded with the play page. */
export const playFeature: RemoteFeature<PlayState> = {
  key: 'play',
  reducer: playReducer,
  saga: watchAddToCartRequested,
  context: { cart: kernelCartApi },
};

/** The customer's favourite numbers on the play page. */
export const favouriteNumbersFeature: RemoteFeature<FavouriteNumbersState> = {
  key: 'favouriteNumbers',
  reducer: favouriteNumbersReducer,
  saga: watchFavouriteNumbers,
  context: { favourites: kernelFavouriteNumbersApi },
};

/** Every feature a page showing `PlayPage` needs. */
export const playFeatures = [playFeature, favouriteNumbersFeature];
