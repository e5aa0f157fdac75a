import {
  emptyRoot,
  hashBytes,
  leafHashOf,
  levelsOf,
  nodeHashAt,
  textOrder,
  textOrderFor,
  type TicketLine,
} from './ticket-line-hash';

export { leafHashOf, type TicketLine } from './ticket-line-hash';

/**
 * The frozen ticket list of a draw: a Merkle tree over its ticket lines, built at close. The
 * root is published; each customer can get an inclusion proof for their own line.
 *
 * Leaf (one ticket line):
 *   leafHash = SHA-256( 0x00 || text("lottery-shop/ticket-line") || text(ticketId)
 *                       || uint32(lineIndex) || uint32(number of sets)
 *                       || for each set, by name in byte order:
 *                            text(name) || uint32(count) || uint32(each number, as stored) )
 * Node:
 *   nodeHash = SHA-256( 0x01 || left || right )
 * The 0x00 / 0x01 prefixes keep a leaf from ever passing for a node (and back).
 *
 * Leaves are ordered by ticketId (UTF-8 bytes), then lineIndex. On a level with an odd number
 * of nodes, the last node is promoted to the next level unchanged (never paired with itself, so
 * a list and the same list with its last line repeated never share a root). The root of an empty
 * list is SHA-256 of no bytes.
 *
 * An inclusion proof gives the leaf's position, the number of leaves and, from the leaf up, the
 * sibling hash on each level where there is one (a promoted node has none). Position and count fix
 * the side of every step, so a proof also proves where the line sits in the list.
 */

/** One step from a leaf towards the root: the sibling hash and which side it sits on. */
export interface MerkleStep {
  side: 'left' | 'right';
  hash: string;
}

export interface InclusionProof {
  /** Position of the line among the frozen, ordered lines. */
  leafIndex: number;
  leafCount: number;
  steps: MerkleStep[];
}

export interface FrozenTicketList {
  /** 64 lowercase hex digits. */
  root: string;
  leafCount: number;
  /** The proof for one line, or null when the line is not in the list. */
  proofFor(ticketId: string, lineIndex: number): InclusionProof | null;
}

/** The lines in the canonical order (ticket id by UTF-8 bytes, then line index). */
function canonicalOrderOf(lines: readonly TicketLine[]) {
  const ticketIdOrder = textOrderFor(lines.map((line) => line.ticketId));
  const compare = (left: TicketLine, right: TicketLine) =>
    ticketIdOrder(left.ticketId, right.ticketId) || left.lineIndex - right.lineIndex;
  // The close step reads tickets in this order already: checking is cheaper than sorting.
  let sorted = true;
  for (let index = 1; index < lines.length && sorted; index += 1) {
    sorted = compare(lines[index - 1] as TicketLine, lines[index] as TicketLine) <= 0;
  }
  const ordered = sorted ? lines : [...lines].sort(compare);
  for (let index = 1; index < ordered.length; index += 1) {
    const line = ordered[index] as TicketLine;
    if (compare(ordered[index - 1] as TicketLine, line) === 0) throw repeated(line);
  }
  return { ordered, compare };
}

function repeated(line: TicketLine): RangeError {
  return new RangeError(`Line ${line.lineIndex} of ticket ${line.ticketId} appears twice`);
}

/** Orders the lines canonically, builds the tree and keeps it for proofs. */
export function freezeTicketLines(lines: readonly TicketLine[]): FrozenTicketList {
  const { ordered, compare } = canonicalOrderOf(lines);
  const leafCount = ordered.length;
  const leaves = Buffer.allocUnsafe(leafCount * hashBytes);
  ordered.forEach((line, index) => leafHashOf(line).copy(leaves, index * hashBytes));
  const levels = levelsOf(leaves, leafCount);
  const root = leafCount === 0 ? emptyRoot : (levels[levels.length - 1] as Buffer);

  /** The position of a line among the ordered lines (binary search), or undefined. */
  const positionOf = (ticketId: string, lineIndex: number): number | undefined => {
    const wanted = { ticketId, lineIndex, numbers: {} };
    let low = 0;
    let high = leafCount - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = compare(ordered[middle] as TicketLine, wanted);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  };

  return {
    root: root.toString('hex', 0, hashBytes),
    leafCount,
    proofFor(ticketId, lineIndex) {
      const leafIndex = positionOf(ticketId, lineIndex);
      if (leafIndex === undefined) return null;
      const steps = siblingsOnPath(leafIndex, leafCount).map(({ level, index, side }) => ({
        side,
        hash: (levels[level] as Buffer).toString('hex', index * hashBytes, (index + 1) * hashBytes),
      }));
      return { leafIndex, leafCount, steps };
    },
  };
}

/**
 * The root of a list whose lines are given one by one in the canonical order (as the close step
 * reads its tickets): the root `freezeTicketLines` gives for the same lines, built as the lines
 * come, holding neither them nor their leaves. It keeps at most one node per level: the left
 * child waiting for its right sibling. Refuses a line out of order or given twice.
 */
export class TicketListBuilder {
  /** waiting[level]: the node waiting for its right sibling on that level, or null. */
  private readonly waiting: Array<Buffer | null> = [];
  private leafCount = 0;
  private last: { ticketId: string; lineIndex: number } | null = null;

  add(line: TicketLine): void {
    const { last } = this;
    if (last !== null) {
      const order = textOrder(last.ticketId, line.ticketId) || last.lineIndex - line.lineIndex;
      if (order === 0) throw repeated(line);
      if (order > 0) {
        throw new RangeError(
          `Line ${line.lineIndex} of ticket ${line.ticketId} comes out of the frozen order`,
        );
      }
    }
    let node = leafHashOf(line);
    let level = 0;
    for (let left = this.waiting[level]; left; left = this.waiting[level]) {
      node = nodeHashAt(left, 0, node, 0);
      this.waiting[level] = null;
      level += 1;
    }
    this.waiting[level] = node;
    this.leafCount += 1;
    this.last = { ticketId: line.ticketId, lineIndex: line.lineIndex };
  }

  /**
   * The root of the lines given so far, and their number. A node still waiting has no right
   * sibling: it is the last of its level, and the node carried up from below (the last of the
   * level below, promoted when it had no sibling) becomes its right child.
   */
  root(): { root: string; leafCount: number } {
    let carried: Buffer | null = null;
    for (const left of this.waiting) {
      if (left) carried = carried ? nodeHashAt(left, 0, carried, 0) : left;
    }
    return { root: (carried ?? emptyRoot).toString('hex'), leafCount: this.leafCount };
  }
}

/**
 * The siblings met on the way from a leaf to the root, level by level: their position and the
 * side they sit on. A promoted node (last of an odd level) has no sibling on that level.
 */
function siblingsOnPath(
  leafIndex: number,
  leafCount: number,
): Array<{ level: number; index: number; side: MerkleStep['side'] }> {
  const siblings: Array<{ level: number; index: number; side: MerkleStep['side'] }> = [];
  let index = leafIndex;
  for (let size = leafCount, level = 0; size > 1; size = Math.ceil(size / 2), level += 1) {
    const isLeft = index % 2 === 0;
    if (!(isLeft && index === size - 1)) {
      siblings.push({
        level,
        index: isLeft ? index + 1 : index - 1,
        side: isLeft ? 'right' : 'left',
      });
    }
    index = Math.floor(index / 2);
  }
  return siblings;
}

/**
 * Whether the line sits at the proof's position among the proof's number of lines and, combined
 * with the proof's sibling hashes, gives the published root.
 */
export function verifyInclusion(line: TicketLine, proof: InclusionProof, root: string): boolean {
  const { leafIndex, leafCount } = proof;
  if (!Number.isInteger(leafCount) || !Number.isInteger(leafIndex)) return false;
  if (leafIndex < 0 || leafIndex >= leafCount) return false;
  const path = siblingsOnPath(leafIndex, leafCount);
  if (path.length !== proof.steps.length) return false;
  let hash = leafHashOf(line);
  for (const [position, expected] of path.entries()) {
    const step = proof.steps[position];
    if (step?.side !== expected.side || !/^[0-9a-f]{64}$/.test(step.hash)) return false;
    const sibling = Buffer.from(step.hash, 'hex');
    hash = step.side === 'left' ? nodeHashAt(sibling, 0, hash, 0) : nodeHashAt(hash, 0, sibling, 0);
  }
  return hash.toString('hex') === root;
}
