import { type FastifyInstance } from 'fastify';
import {
  type TestClock,
  type TestSession,
  clientHeaders,
  signupBody,
} from '../modules/auth/test-support';
import { fillCart, fundWallet, newCustomer } from '../modules/purchase/test-support';
import { type KnownValues } from './request-examples';

export type Customer = TestSession & { email: string; password: string };

/**
 * The demo shop as the fuzz test sees it: a signed-in customer with money and a cart, an
 * anonymous cart, and the real keys of the seeded catalogue, as values for fields by name.
 * Valid requests of the fuzz test may close the account, empty the cart or convert the anonymous
 * cart; `refresh` replaces what they used up.
 */
export class ShopFixture {
  private constructor(
    private readonly app: FastifyInstance,
    private readonly clock: TestClock,
    public customer: Customer,
    public anonymousCartToken: string,
    private readonly catalogue: KnownValues,
  ) {}

  static async create(app: FastifyInstance, clock: TestClock): Promise<ShopFixture> {
    const database = app.database;
    const draw = await database
      .selectFrom('draws')
      .select(['draw_no'])
      .where('product_offer_key', '=', 'saturday_lotto')
      .where('status', '=', 'DRAW_OPEN')
      .orderBy('stop')
      .executeTakeFirst();
    const cause = await database.selectFrom('causes').select('key').executeTakeFirst();
    const partner = await database.selectFrom('partners').select('slug').executeTakeFirst();
    const pricing = await database.selectFrom('pricings').select('id').executeTakeFirst();
    const promotion = await database.selectFrom('promotions').select('code').executeTakeFirst();
    const cms = await database
      .selectFrom('cms_items')
      .select(['collection', 'id'])
      .executeTakeFirst();
    const catalogue: KnownValues = {
      drawNo: draw?.draw_no ?? 1,
      draw_no: draw?.draw_no ?? 1,
      draw_number: draw?.draw_no ?? 1,
      first_draw_no: draw?.draw_no ?? 1,
      cause_key: cause?.key ?? 'reef_restoration_project',
      key: cause?.key ?? 'reef_restoration_project',
      slug: partner?.slug ?? 'partner',
      pricingId: pricing?.id ?? 'default',
      promotion_code: promotion?.code ?? 'WELCOME5',
      collection: cms?.collection ?? 'pages',
      year: new Date().getUTCFullYear(),
      month: 1,
    };
    const fixture = new ShopFixture(
      app,
      clock,
      await ShopFixture.newFundedCustomer(app, clock),
      await ShopFixture.newAnonymousCart(app),
      catalogue,
    );
    return fixture;
  }

  private static async newFundedCustomer(
    app: FastifyInstance,
    clock: TestClock,
  ): Promise<Customer> {
    const customer = await newCustomer(app, clock);
    await fundWallet(app, customer.customerId, 50_000, clock.now());
    await fillCart(app, customer.customerId, [{ priceCents: 150 }], clock.now());
    return customer;
  }

  private static async newAnonymousCart(app: FastifyInstance): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/anon-cart',
      headers: await clientHeaders({ version: '3.3' }),
    });
    if (response.statusCode !== 201) throw new Error(`anonymous cart: ${response.body}`);
    return response.json<{ result: { token: string } }>().result.token;
  }

  /** Values for fields by name, for the current customer and carts. */
  async knownValues(): Promise<KnownValues> {
    const cartItem = await this.app.database
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.id')
      .where('carts.customer_id', '=', this.customer.customerId)
      .executeTakeFirst();
    return {
      ...this.catalogue,
      ...signupBody(),
      email: this.customer.email,
      password: this.customer.password,
      current_password: this.customer.password,
      new_password: 'Rainy-Night-77',
      name: 'Alex Nguyen',
      lottery: 'saturday_lotto',
      lottery_key: 'saturday_lotto',
      product_offer_key: 'saturday_lotto',
      offerKey: 'saturday_lotto',
      game_type: 'standard',
      game_offer: 'standard',
      games: [{ Numbers: [1, 2, 3, 4, 5, 6] }, { Numbers: [7, 8, 9, 10, 11, 12] }],
      num_draws: 1,
      num_games: 1,
      quantity: 1,
      token: this.anonymousCartToken,
      id: cartItem?.id ?? '00000000-0000-4000-8000-000000000000',
      locale: 'en-AU',
      gateway: 'test',
      gatewayKey: 'test',
      gateway_key: 'test',
      method: 'cc',
      environment: 'local',
      remote: 'mfe-catalog',
      version: '0.1.0-abc',
      period: 'spend_daily',
      amount: 10,
      channel_key: 'web',
      rating: 1,
      source: 'footer',
      comment: 'Lovely shop',
      '*': 'assets/main.js',
    };
  }

  /** Replaces the customer when its session no longer works, and the anonymous cart when gone. */
  async refresh(): Promise<void> {
    const customerCheck = await this.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: await clientHeaders({ session: this.customer, version: '3.3' }),
    });
    if (customerCheck.statusCode !== 200) {
      this.customer = await ShopFixture.newFundedCustomer(this.app, this.clock);
    }
    const cartCheck = await this.app.inject({
      method: 'GET',
      url: `/v2/anon-cart/${this.anonymousCartToken}`,
      headers: await clientHeaders({ version: '3.3' }),
    });
    if (cartCheck.statusCode !== 200) {
      this.anonymousCartToken = await ShopFixture.newAnonymousCart(this.app);
    }
  }
}
