import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { isId, socialRefusals } from './refusals';
import { type Page } from './repository';
import { type Session, SessionRepository } from './session-repository';
import { type SessionStatus, sessionStatusOf } from './session-views';
import { type ShareHolding, ShareRepository } from './share-repository';

/** One of the customer's share tickets with its session. */
export interface ShareTicketView {
  holding: ShareHolding;
  session: Session;
  sessionStatus: SessionStatus;
}

/** The customer's share tickets (the account's group-play tickets); only their own. */
export class ShareTicketService {
  private readonly shares: ShareRepository;

  constructor(private readonly database: Kysely<Database>) {
    this.shares = new ShareRepository(database);
  }

  async mine(
    customerId: string,
    page: Page,
  ): Promise<{ tickets: ShareTicketView[]; total: number }> {
    const { holdings, total } = await this.shares.findOfCustomer(customerId, page);
    return { tickets: await this.viewsOf(holdings), total };
  }

  async byId(customerId: string, ticketId: string): Promise<ShareTicketView> {
    const holding = isId(ticketId)
      ? await this.shares.findOfCustomerById(customerId, ticketId)
      : null;
    const [view] = holding ? await this.viewsOf([holding]) : [];
    if (!view) throw socialRefusals.shareNotFound();
    return view;
  }

  private async viewsOf(holdings: readonly ShareHolding[]): Promise<ShareTicketView[]> {
    const sessions = await new SessionRepository(this.database).findByIds(
      holdings.map((holding) => holding.sessionId),
    );
    return holdings.flatMap((holding) => {
      const session = sessions.get(holding.sessionId);
      return session ? [{ holding, session, sessionStatus: sessionStatusOf(session) }] : [];
    });
  }
}
