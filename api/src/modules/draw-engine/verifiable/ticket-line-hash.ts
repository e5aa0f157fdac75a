import { hash } from 'node:crypto';
import { textField } from './byte-encoding';

/**
 * The hashes of the frozen ticket list (the encoding is stated in ticket-merkle.ts), made for
 * lists of millions of lines: each leaf is encoded into one reused buffer and hashed at once, and
 * node hashes are read from and written to level buffers, with no object per line or node.
 */

export interface TicketLine {
  ticketId: string;
  lineIndex: number;
  /** The line's numbers by set name (`{ main: [...], powerball: [...] }`), as stored. */
  numbers: Readonly<Record<string, readonly number[]>>;
}

export const hashBytes = 32;

const leafPrefix = 0x00;
const nodePrefix = 0x01;
const leafTag = 'lottery-shop/ticket-line';
const uint32Limit = 2 ** 32;

/** The bytes every leaf starts with: 0x00 || text("lottery-shop/ticket-line"). */
const leafHead = Buffer.concat([Buffer.from([leafPrefix]), textField(leafTag)]);

const surrogate = /[\uD800-\uDFFF]/;

function byteOrder(left: string, right: string): number {
  return Buffer.compare(Buffer.from(left, 'utf8'), Buffer.from(right, 'utf8'));
}

function plainOrder(left: string, right: string): number {
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * UTF-8 byte order of two texts. Without surrogate pairs (characters beyond U+FFFF), UTF-16 code
 * unit order is code point order, which is UTF-8 byte order: the plain string comparison, with no
 * Buffer per comparison.
 */
export function textOrder(left: string, right: string): number {
  if (left === right) return 0;
  return surrogate.test(left) || surrogate.test(right)
    ? byteOrder(left, right)
    : plainOrder(left, right);
}

/** The UTF-8 byte order of texts that are all of `texts`, as fast as it can be for them. */
export function textOrderFor(texts: Iterable<string>): (left: string, right: string) => number {
  for (const text of texts) if (surrogate.test(text)) return byteOrder;
  return plainOrder;
}

/** A line's set names in byte order. */
function namesOf(numbers: TicketLine['numbers']): string[] {
  const names = Object.keys(numbers);
  if (names.length === 2) {
    const [first, second] = names as [string, string];
    return textOrder(first, second) <= 0 ? names : [second, first];
  }
  return names.length < 2 ? names : names.sort(textOrder);
}

/**
 * The leaf encoder's buffer, grown when a line needs more room, with a view per message length.
 * Lines of one ticket follow each other, so a ticket id already written after the head is kept.
 * The writers are local functions: a leaf is a few dozen writes, a million times over.
 */
let leafBytes = Buffer.alloc(256);
leafHead.copy(leafBytes, 0);
let leafViews: Buffer[] = [];
let ticketIdWritten: string | null = null;
let ticketIdEnd = 0;

function writeUint32At(bytes: Buffer, offset: number, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value >= uint32Limit) {
    throw new RangeError(`${value} is not an unsigned 32-bit integer`);
  }
  bytes[offset] = value >>> 24;
  bytes[offset + 1] = value >>> 16;
  bytes[offset + 2] = value >>> 8;
  bytes[offset + 3] = value;
  return offset + 4;
}

/** text(value): ASCII byte by byte, anything else through the UTF-8 encoder. */
function writeTextAt(bytes: Buffer, offset: number, text: string): number {
  const start = offset + 4;
  let length = 0;
  for (; length < text.length; length += 1) {
    const code = text.charCodeAt(length);
    if (code >= 0x80) break;
    bytes[start + length] = code;
  }
  if (length < text.length) length = bytes.write(text, start, 'utf8');
  writeUint32At(bytes, offset, length);
  return start + length;
}

/** Encodes the line's leaf message into `leafBytes`; returns its length in bytes. */
function encodeLeaf(line: TicketLine): number {
  const { ticketId, numbers } = line;
  const names = namesOf(numbers);
  // UTF-8 takes at most 3 bytes per UTF-16 code unit.
  let room = leafHead.length + 12 + 3 * ticketId.length;
  for (const name of names) room += 8 + 3 * name.length + 4 * (numbers[name]?.length ?? 0);
  if (leafBytes.length < room) {
    leafBytes = Buffer.alloc(Math.max(room, 2 * leafBytes.length));
    leafHead.copy(leafBytes, 0);
    leafViews = [];
    ticketIdWritten = null;
  }
  const bytes = leafBytes;
  if (ticketId !== ticketIdWritten) {
    ticketIdEnd = writeTextAt(bytes, leafHead.length, ticketId);
    ticketIdWritten = ticketId;
  }
  let offset = writeUint32At(bytes, ticketIdEnd, line.lineIndex);
  offset = writeUint32At(bytes, offset, names.length);
  for (const name of names) {
    const setNumbers = numbers[name] ?? [];
    offset = writeTextAt(bytes, offset, name);
    offset = writeUint32At(bytes, offset, setNumbers.length);
    for (const number of setNumbers) offset = writeUint32At(bytes, offset, number);
  }
  return offset;
}

/** The leaf hash of a line: its message encoded into one buffer, hashed at once. */
export function leafHashOf(line: TicketLine): Buffer {
  const length = encodeLeaf(line);
  const view = (leafViews[length] ??= leafBytes.subarray(0, length));
  return hash('sha256', view, 'buffer');
}

const nodeBytes = Buffer.alloc(1 + 2 * hashBytes);
nodeBytes[0] = nodePrefix;

/** The node hash over the two hashes held at `leftStart` and `rightStart` of their buffers. */
export function nodeHashAt(
  left: Buffer,
  leftStart: number,
  right: Buffer,
  rightStart: number,
): Buffer {
  left.copy(nodeBytes, 1, leftStart, leftStart + hashBytes);
  right.copy(nodeBytes, 1 + hashBytes, rightStart, rightStart + hashBytes);
  return hash('sha256', nodeBytes, 'buffer');
}

/**
 * Every level of the tree over `leafCount` leaf hashes held one after another in `leaves`,
 * leaves first, root level last; each level is one buffer. On a level with an odd number of
 * nodes, the last is promoted unchanged.
 */
export function levelsOf(leaves: Buffer, leafCount: number): Buffer[] {
  const levels = [leaves];
  let level = leaves;
  for (let size = leafCount; size > 1; size = Math.ceil(size / 2)) {
    const next = Buffer.allocUnsafe(Math.ceil(size / 2) * hashBytes);
    for (let index = 0; index + 1 < size; index += 2) {
      nodeHashAt(level, index * hashBytes, level, (index + 1) * hashBytes).copy(
        next,
        (index / 2) * hashBytes,
      );
    }
    if (size % 2 === 1) {
      level.copy(next, ((size - 1) / 2) * hashBytes, (size - 1) * hashBytes, size * hashBytes);
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

/** The root of an empty list: SHA-256 of no bytes. */
export const emptyRoot = hash('sha256', '', 'buffer');
