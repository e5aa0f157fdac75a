import { ApiError } from 'shared-kernel';
import { ticketOfferOf, type TicketOffer } from 'shared-kernel/contract/tickets';
import { makeStore } from '../../store';
import { playFeatures } from './play-screens';
import { addToCartErrorDefault } from '../cart/cart-sagas';
import { homeApiAnswering } from '../home/home-test-data';
import { cartApiAnswering, cartWith, powerballOffer, raffleOffer } from './play-test-data';
import {
  addToCartRequested,
  causeChosen,
  drawsChosen,
  quickpicked,
  ticketStarted,
  type PlayState,
} from './play-slice';

type Store = ReturnType<typeof makeStore>;

function storeWith(cart = cartApiAnswering()) {
  return { store: makeStore(undefined, { api: homeApiAnswering([]), cart }, playFeatures), cart };
}

function start(store: Store, productOffer = powerballOffer, defaultGames = 2) {
  const gameType = productOffer.gameTypes[0]!;
  const gameOffer = gameType.gameOffers[0]!;
  const offer = ticketOfferOf(productOffer, gameType.key, gameOffer.key) as TicketOffer;
  store.dispatch(
    ticketStarted({
      productOfferKey: productOffer.key,
      gameTypeKey: gameType.key,
      gameOfferKey: gameOffer.key,
      offer,
      defaultGames,
      firstDrawNo: null,
    }),
  );
}

function settled(store: Store): Promise<PlayState> {
  return new Promise((resolve) => {
    const check = () => {
      const { play } = store.getState();
      if (play.addToCartStatus !== 'adding') {
        unsubscribe();
        resolve(play);
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

describe('adding a ticket to the cart', () => {
  it('creates an anonymous cart, builds the ticket and tells the bus the item count', async () => {
    const { store, cart } = storeWith();
    start(store);
    store.dispatch(quickpicked(null, 0.25));
    store.dispatch(drawsChosen(2));
    store.dispatch(addToCartRequested());
    const play = await settled(store);

    expect(play.addToCartStatus).toBe('added');
    expect(play.isPrecartDrawerOpen).toBe(true);
    expect(play.precart).toMatchObject({
      item: { description: '4 x Standard games', price: { amount: 12 }, numDraws: 2 },
      cartTotal: { amount: 12 },
      itemCount: 1,
    });
    expect(cart.createAnonymousCart).toHaveBeenCalledTimes(1);
    expect(cart.writeAnonymousCartToken).toHaveBeenCalledWith(expect.stringMatching(/^token-/));
    const [owner, ticket] = (cart.buildCartTicket as jest.Mock).mock.calls[0] as [
      { kind: string },
      { games: Array<Record<string, number[]>>; numDraws: number; numGames: number },
    ];
    expect(owner.kind).toBe('anonymous');
    expect(ticket).toMatchObject({ lottery: 'powerball', numDraws: 2, numGames: 2 });
    expect(ticket.games[0]?.Numbers).toHaveLength(7);
    expect(cart.publishCartChanged).toHaveBeenCalledWith(1);
  });

  it('debounces quick repeated requests into one call', async () => {
    const { store, cart } = storeWith();
    start(store);
    store.dispatch(quickpicked(null, 0.5));
    store.dispatch(addToCartRequested());
    store.dispatch(addToCartRequested());
    store.dispatch(addToCartRequested());
    await settled(store);
    expect(cart.buildCartTicket).toHaveBeenCalledTimes(1);
  });

  it('refuses an incomplete ticket without calling the cart', async () => {
    const { store, cart } = storeWith();
    start(store);
    store.dispatch(addToCartRequested());
    const play = await settled(store);
    expect(play.isValidationShown).toBe(true);
    expect(cart.buildCartTicket).not.toHaveBeenCalled();
  });

  it('makes a new cart when the server no longer knows the token', async () => {
    const gone = new ApiError({ status: 404, message: 'Not found', isResponse: true });
    const cart = cartApiAnswering({
      readAnonymousCartToken: jest.fn(() => 'old-token-1234567890'),
      buildCartTicket: jest.fn().mockRejectedValueOnce(gone).mockResolvedValueOnce(cartWith(2)),
    });
    const { store } = storeWith(cart);
    start(store);
    store.dispatch(quickpicked(null, 0.5));
    store.dispatch(addToCartRequested());
    const play = await settled(store);
    expect(play).toMatchObject({ addToCartStatus: 'added', itemCount: 2 });
    expect(cart.dropAnonymousCartToken).toHaveBeenCalled();
    expect(cart.createAnonymousCart).toHaveBeenCalledTimes(1);
  });

  it("shows the server's first message of a 4xx on the ticket", async () => {
    const refused = new ApiError({
      status: 422,
      message: 'Draw closed',
      isResponse: true,
      messages: [{ message: 'This draw has closed', level: 'error' }],
    });
    const cart = cartApiAnswering({ buildCartTicket: jest.fn(() => Promise.reject(refused)) });
    const { store } = storeWith(cart);
    start(store);
    store.dispatch(quickpicked(null, 0.5));
    store.dispatch(addToCartRequested());
    const play = await settled(store);
    expect(play).toMatchObject({
      addToCartStatus: 'failed',
      serverErrors: { this: 'This draw has closed' },
    });
  });

  it('shows the default message and drops the token when the call gets no answer', async () => {
    const offline = new ApiError({ status: 408, message: 'Network Error', isResponse: false });
    const cart = cartApiAnswering({ buildCartTicket: jest.fn(() => Promise.reject(offline)) });
    const { store } = storeWith(cart);
    start(store);
    store.dispatch(quickpicked(null, 0.5));
    store.dispatch(addToCartRequested());
    const play = await settled(store);
    expect(play.serverErrors).toEqual({ this: addToCartErrorDefault });
    expect(cart.dropAnonymousCartToken).toHaveBeenCalled();
  });

  it('adds a raffle ticket book as an item only once a cause is chosen', async () => {
    const { store, cart } = storeWith();
    start(store, raffleOffer);
    store.dispatch(addToCartRequested());
    expect((await settled(store)).isValidationShown).toBe(true);
    expect(cart.addCartItem).not.toHaveBeenCalled();

    store.dispatch(causeChosen('rural_ambulance_appeal'));
    store.dispatch(addToCartRequested());
    expect((await settled(store)).addToCartStatus).toBe('added');
    expect(cart.addCartItem).toHaveBeenCalledWith(
      { kind: 'anonymous', token: expect.any(String) },
      expect.objectContaining({
        item: expect.objectContaining({
          lottery: 'hearts_raffle',
          causeKey: 'rural_ambulance_appeal',
          numRaffleTickets: 1,
        }),
        numDraws: 1,
      }),
      expect.anything(),
    );
  });

  it('sends autoplay as 1 draw with the recurring purchase enabled for items', async () => {
    const { store, cart } = storeWith();
    start(store, raffleOffer);
    store.dispatch(causeChosen('heart_health_foundation'));
    store.dispatch(drawsChosen('autoplay'));
    store.dispatch(addToCartRequested());
    await settled(store);
    expect(cart.addCartItem).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        numDraws: 1,
        recurringPurchase: { type: 'autoplay', enabled: true },
      }),
      expect.anything(),
    );
  });

  it('sends the affiliate code kept from the query', async () => {
    const { store, cart } = storeWith(
      cartApiAnswering({ readAffiliateCode: jest.fn(() => 'partner-7') }),
    );
    start(store);
    store.dispatch(quickpicked(null, 0.5));
    store.dispatch(addToCartRequested());
    await settled(store);
    expect(cart.buildCartTicket).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ affiliateCode: 'partner-7' }),
      expect.anything(),
    );
  });

  it('uses the customer cart when signed in', async () => {
    const { store, cart } = storeWith(cartApiAnswering({ isSignedIn: jest.fn(() => true) }));
    start(store);
    store.dispatch(quickpicked(null, 0.5));
    store.dispatch(addToCartRequested());
    await settled(store);
    expect(cart.createAnonymousCart).not.toHaveBeenCalled();
    expect(cart.buildCartTicket).toHaveBeenCalledWith(
      { kind: 'customer' },
      expect.anything(),
      expect.anything(),
    );
  });
});
