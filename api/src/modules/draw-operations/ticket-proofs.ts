import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import {
  type FrozenTicketList,
  freezeTicketLines,
  type InclusionProof,
  type TicketLine,
} from '../draw-engine/verifiable/ticket-merkle';
import { frozenLinesOfDraw, frozenLinesOfTicket } from './frozen-lines';

export interface TicketLineProof {
  line: TicketLine;
  proof: InclusionProof;
}

/** How many draws' rebuilt ticket lists are kept in memory for the next proofs. */
const frozenListsKept = 2;

/**
 * Inclusion proofs of a ticket's lines against the tickets root a draw published at close. The
 * draw's lines are rebuilt from its frozen entries as the close step built them; the rebuilt
 * list is kept for the next proofs of the same draw (a frozen list never changes).
 */
export class TicketProofs {
  private readonly frozenLists = new Map<string, Promise<FrozenTicketList>>();

  constructor(private readonly database: Kysely<Database>) {}

  private frozenListOf(drawId: string, ticketsRoot: string): Promise<FrozenTicketList> {
    const key = `${drawId}:${ticketsRoot}`;
    const known = this.frozenLists.get(key);
    if (known) return known;
    const built = frozenLinesOfDraw(this.database, drawId).then(freezeTicketLines);
    built.catch(() => this.frozenLists.delete(key));
    this.frozenLists.set(key, built);
    while (this.frozenLists.size > frozenListsKept) {
      const oldest = this.frozenLists.keys().next();
      if (oldest.done) break;
      this.frozenLists.delete(oldest.value);
    }
    return built;
  }

  /** The ticket's lines with their proofs; throws when the rebuilt list lost the published root. */
  async proofsOf(
    drawId: string,
    ticketsRoot: string,
    ticketId: string,
  ): Promise<TicketLineProof[]> {
    const frozen = await this.frozenListOf(drawId, ticketsRoot);
    if (frozen.root !== ticketsRoot) {
      this.frozenLists.delete(`${drawId}:${ticketsRoot}`);
      throw new Error(`The rebuilt ticket list of draw ${drawId} does not give its published root`);
    }
    const lines = await frozenLinesOfTicket(this.database, drawId, ticketId);
    return lines.map((line) => {
      const proof = frozen.proofFor(line.ticketId, line.lineIndex);
      if (proof === null) {
        throw new Error(`Line ${line.lineIndex} of ticket ${ticketId} is not in draw ${drawId}`);
      }
      return { line, proof };
    });
  }
}
