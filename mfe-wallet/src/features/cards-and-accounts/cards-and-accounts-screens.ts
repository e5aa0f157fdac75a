import { type RemoteFeature } from 'remote-kit';
import { kernelCardsAndAccountsApi } from './cards-and-accounts-api';
import { watchCardsAndAccounts } from './cards-and-accounts-sagas';
import { cardsAndAccountsReducer, type CardsAndAccountsState } from './cards-and-accounts-slice';

export { CardsAndAccountsPage } from './cards-and-accounts-page';

/** The cards-and-accounts state and workflows, loaded with their screen. */
export const cardsAndAccountsFeature: RemoteFeature<CardsAndAccountsState> = {
  key: 'cardsAndAccounts',
  reducer: cardsAndAccountsReducer,
  saga: watchCardsAndAccounts,
  context: { cardsAndAccountsApi: kernelCardsAndAccountsApi },
};
