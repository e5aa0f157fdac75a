import { type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { type PaymentGateway } from './gateway';
import { type Fund, PaymentsRepository } from './repository';

export const cardHolderNameMessage = "Please enter the card holder's name.";

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/**
 * The customer's saved cards (api.md §7.7 funds): added with a token of the card gateway (the
 * card number never reaches the shop), one of them the default, removed softly.
 */
export class FundsService {
  private readonly repository: PaymentsRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date,
  ) {
    this.repository = new PaymentsRepository(database);
  }

  funds(customerId: string): Promise<Fund[]> {
    return this.repository.findFunds(customerId);
  }

  async addCard(
    customerId: string,
    gatewayKey: string,
    card: { token: string; name: string; makeDefault: boolean },
  ): Promise<Fund> {
    if (gatewayKey !== this.gateway.key) {
      throw new ApiError(
        404,
        'gateway_not_found',
        `Cards are added with the ${this.gateway.key} gateway.`,
      );
    }
    const name = card.name.trim();
    if (name === '' || (name.match(/[0-9]/g) ?? []).length >= 13) {
      throw new ApiError(422, 'invalid_card_name', cardHolderNameMessage, {
        name: [cardHolderNameMessage],
      });
    }
    const described = await this.gateway.describeToken(card.token, customerId);
    if (!described) {
      throw new ApiError(
        422,
        'invalid_card_token',
        'The card could not be saved. Please enter it again.',
      );
    }
    const now = this.now();
    const existing = await this.repository.findFunds(customerId);
    const fund: Fund = {
      id: newId('fund'),
      customerId,
      gateway: this.gateway.key,
      token: card.token,
      brand: described.brand,
      last4: described.last4,
      expiryMonth: described.expiryMonth,
      expiryYear: described.expiryYear,
      name,
      isDefault: false,
    };
    await this.database.transaction().execute(async (transaction) => {
      const repository = new PaymentsRepository(transaction);
      await repository.insertFund(fund, now);
      if (card.makeDefault || existing.length === 0)
        await repository.makeDefault(customerId, fund.id);
    });
    return (await this.repository.findFund(customerId, fund.id)) ?? fund;
  }

  async makeDefault(customerId: string, fundId: string): Promise<void> {
    await this.requireFund(customerId, fundId);
    await this.repository.makeDefault(customerId, fundId);
  }

  /** Removes a card; the newest remaining card becomes the default when the default goes. */
  async deleteCard(customerId: string, fundId: string): Promise<void> {
    const fund = await this.requireFund(customerId, fundId);
    await this.repository.softDelete(customerId, fundId, this.now());
    const remaining = await this.repository.findFunds(customerId);
    const newest = remaining.at(-1);
    if (fund.isDefault && newest) await this.repository.makeDefault(customerId, newest.id);
  }

  /** The customer's card, else 404 (another customer's card is not found either). */
  async requireFund(customerId: string, fundId: string | null): Promise<Fund> {
    if (fundId === null) throw new ApiError(404, 'fund_not_found', 'We could not find that card.');
    const fund = await this.repository.findFund(customerId, fundId);
    if (!fund) throw new ApiError(404, 'fund_not_found', 'We could not find that card.');
    return fund;
  }
}
