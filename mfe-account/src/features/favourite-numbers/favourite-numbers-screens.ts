import { type RemoteFeature } from 'remote-kit';
import { kernelFavouriteNumbersApi } from './favourite-numbers-api';
import { watchFavouriteNumbers } from './favourite-numbers-sagas';
import { favouriteNumbersReducer, type FavouriteNumbersState } from './favourite-numbers-slice';

export { FavouriteNumbersPage } from './favourite-numbers-page';

/** The favourites' state and workflows, loaded with their screen. */
export const favouriteNumbersFeature: RemoteFeature<FavouriteNumbersState> = {
  key: 'favouriteNumbers',
  reducer: favouriteNumbersReducer,
  saga: watchFavouriteNumbers,
  context: { favouriteNumbersApi: kernelFavouriteNumbersApi },
};
