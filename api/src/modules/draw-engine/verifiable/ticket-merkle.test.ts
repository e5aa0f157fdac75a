import { createHash } from 'node:crypto';
import { textField, uint32 } from './byte-encoding';
import {
  freezeTicketLines,
  type InclusionProof,
  leafHashOf,
  type TicketLine,
  TicketListBuilder,
  verifyInclusion,
} from './ticket-merkle';

function linesOf(count: number): TicketLine[] {
  return Array.from({ length: count }, (_, index) => ({
    ticketId: `ticket-${Math.floor(index / 3)}`,
    lineIndex: index % 3,
    numbers: { main: [index + 1, index + 2, index + 3], powerball: [(index % 20) + 1] },
  }));
}

function flipped(hash: string): string {
  return `${hash[0] === '0' ? '1' : '0'}${hash.slice(1)}`;
}

describe('frozen ticket list', () => {
  it.each(Array.from({ length: 17 }, (_, index) => index + 1))(
    'proves every line of a list of %i lines, and no tampered one',
    (count) => {
      const lines = linesOf(count);
      const frozen = freezeTicketLines(lines);

      expect(frozen.leafCount).toBe(count);
      for (const line of lines) {
        const proof = frozen.proofFor(line.ticketId, line.lineIndex) as InclusionProof;
        expect(verifyInclusion(line, proof, frozen.root)).toBe(true);

        const changedNumbers = { ...line, numbers: { ...line.numbers, powerball: [99] } };
        expect(verifyInclusion(changedNumbers, proof, frozen.root)).toBe(false);
        expect(verifyInclusion({ ...line, ticketId: 'someone-else' }, proof, frozen.root)).toBe(
          false,
        );
        expect(verifyInclusion(line, proof, flipped(frozen.root))).toBe(false);
        for (const [index, step] of proof.steps.entries()) {
          const steps = proof.steps.map((other, position) =>
            position === index ? { ...step, hash: flipped(step.hash) } : other,
          );
          expect(verifyInclusion(line, { ...proof, steps }, frozen.root)).toBe(false);
        }
        if (count > 1) {
          expect(
            verifyInclusion(line, { ...proof, steps: proof.steps.slice(1) }, frozen.root),
          ).toBe(false);
          const otherIndex = (proof.leafIndex + 1) % count;
          expect(verifyInclusion(line, { ...proof, leafIndex: otherIndex }, frozen.root)).toBe(
            false,
          );
        }
      }
    },
  );

  it('has a root that does not depend on the order lines were read in', () => {
    const lines = linesOf(9);

    expect(freezeTicketLines([...lines].reverse()).root).toBe(freezeTicketLines(lines).root);
  });

  it('orders ticket ids by their UTF-8 bytes, also beyond U+FFFF', () => {
    // UTF-16 puts U+1F600 (a surrogate pair) before U+FFFD; UTF-8 bytes put it after.
    const line = (ticketId: string): TicketLine => ({ ticketId, lineIndex: 0, numbers: {} });
    const frozen = freezeTicketLines([line('b\u{1F600}'), line('b\uFFFD'), line('a')]);

    expect(frozen.proofFor('a', 0)?.leafIndex).toBe(0);
    expect(frozen.proofFor('b\uFFFD', 0)?.leafIndex).toBe(1);
    expect(frozen.proofFor('b\u{1F600}', 0)?.leafIndex).toBe(2);
  });

  it('changes its root when any line, or the number of lines, changes', () => {
    const lines = linesOf(5);
    const root = freezeTicketLines(lines).root;
    const reordered = lines.map((line, index) =>
      index === 2
        ? { ...line, numbers: { ...line.numbers, main: [...(line.numbers.main ?? [])].reverse() } }
        : line,
    );

    expect(freezeTicketLines(reordered).root).not.toBe(root);
    expect(freezeTicketLines(lines.slice(0, 4)).root).not.toBe(root);
    // An odd last node is promoted, not paired with itself: repeating it is another list.
    expect(() => freezeTicketLines([...lines, lines[4] as TicketLine])).toThrow('appears twice');
  });

  it('hashes leaves and nodes apart, and promotes the odd node (golden root)', () => {
    const lines: TicketLine[] = [
      { ticketId: 't-1', lineIndex: 0, numbers: { main: [1, 2, 3], powerball: [4] } },
      { ticketId: 't-2', lineIndex: 0, numbers: { main: [5, 6, 7] } },
      { ticketId: 't-1', lineIndex: 1, numbers: {} },
    ];
    const frozen = freezeTicketLines(lines);
    const single = freezeTicketLines([lines[0] as TicketLine]);

    expect(frozen.root).toBe('6ac455297a0e85dab2b1aef15087bff4cb5c4b26cb967e35ce8a093aea6024b2');
    // The third line (t-2) is promoted to the second level: its proof has one step.
    expect(frozen.proofFor('t-2', 0)?.steps).toHaveLength(1);
    expect(frozen.proofFor('t-1', 0)?.steps.map((step) => step.side)).toEqual(['right', 'right']);
    expect(single.proofFor('t-1', 0)).toEqual({ leafIndex: 0, leafCount: 1, steps: [] });
    expect(single.root).not.toBe(createHash('sha256').digest('hex'));
  });

  it('has no proof for a line it does not hold, and a fixed root when empty', () => {
    const frozen = freezeTicketLines(linesOf(4));

    expect(frozen.proofFor('ticket-9', 0)).toBeNull();
    expect(freezeTicketLines([]).root).toBe(createHash('sha256').digest('hex'));
  });
});

/** A leaf hash as the encoding states it, one field at a time. */
function leafByTheRule(line: TicketLine): string {
  const hash = createHash('sha256')
    .update(Buffer.from([0x00]))
    .update(textField('lottery-shop/ticket-line'))
    .update(textField(line.ticketId))
    .update(uint32(line.lineIndex));
  const names = Object.keys(line.numbers).sort((left, right) =>
    Buffer.compare(Buffer.from(left, 'utf8'), Buffer.from(right, 'utf8')),
  );
  hash.update(uint32(names.length));
  for (const name of names) {
    const numbers = line.numbers[name] ?? [];
    hash.update(textField(name)).update(uint32(numbers.length));
    for (const number of numbers) hash.update(uint32(number));
  }
  return hash.digest('hex');
}

describe('leaf hashes', () => {
  it('hash the bytes the encoding states, whatever the ids, set names and sizes', () => {
    const lines: TicketLine[] = [
      { ticketId: 'ticket-1', lineIndex: 0, numbers: { Powerball: [7], Numbers: [1, 2, 3] } },
      { ticketId: 'ticket-1', lineIndex: 1, numbers: { Numbers: [4, 5, 6], Powerball: [8] } },
      { ticketId: 'tïcket-ü', lineIndex: 2 ** 32 - 1, numbers: { Zahlen: [2 ** 32 - 1, 0] } },
      { ticketId: 'b\u{1F600}', lineIndex: 3, numbers: { '\u{1F600}': [1], '\uFFFD': [2], a: [] } },
      { ticketId: 'lone-\uD800', lineIndex: 0, numbers: { shares: [12] } },
      {
        ticketId: 'x'.repeat(500),
        lineIndex: 9,
        numbers: { Numbers: Array.from({ length: 300 }, (_, index) => index) },
      },
      { ticketId: 'ticket-1', lineIndex: 2, numbers: {} },
    ];

    for (const line of lines) expect(leafHashOf(line).toString('hex')).toBe(leafByTheRule(line));
  });

  it('refuses a number that is not an unsigned 32-bit integer', () => {
    for (const number of [-1, 1.5, 2 ** 32, Number.NaN]) {
      const line = { ticketId: 't', lineIndex: 0, numbers: { Numbers: [number] } };
      expect(() => leafHashOf(line)).toThrow(RangeError);
    }
    expect(() => leafHashOf({ ticketId: 't', lineIndex: -1, numbers: {} })).toThrow(RangeError);
  });
});

describe('a ticket list built line by line', () => {
  it.each([0, 1, 2, 3, 5, 8, 13, 31, 32, 33, 64, 100])(
    'has the root of the frozen list of the same %i lines',
    (count) => {
      const lines = linesOf(count);
      const builder = new TicketListBuilder();
      const inOrder = [...lines].sort(
        (left, right) =>
          (left.ticketId < right.ticketId ? -1 : left.ticketId > right.ticketId ? 1 : 0) ||
          left.lineIndex - right.lineIndex,
      );
      for (const line of inOrder) builder.add(line);

      const frozen = freezeTicketLines(lines);
      expect(builder.root()).toEqual({ root: frozen.root, leafCount: count });
    },
  );

  it('refuses a line out of the frozen order, or given twice', () => {
    const [first, second] = linesOf(2) as [TicketLine, TicketLine];
    const builder = new TicketListBuilder();
    builder.add(second);

    expect(() => builder.add(first)).toThrow('comes out of the frozen order');
    expect(() => builder.add(second)).toThrow('appears twice');
    // Ticket ids by UTF-8 bytes: U+1F600 (a surrogate pair) comes after U+FFFD.
    const byBytes = new TicketListBuilder();
    byBytes.add({ ticketId: 'b\uFFFD', lineIndex: 0, numbers: {} });
    expect(() => byBytes.add({ ticketId: 'b\u{1F600}', lineIndex: 0, numbers: {} })).not.toThrow();
  });
});
