/**
 * The byte encoding every hash of a verifiable draw is taken over, so that an outside verifier
 * can rebuild the exact bytes:
 *
 * - `uint32(n)`: n as 4 bytes, unsigned big-endian (0 ≤ n < 2^32);
 * - `field(bytes)`: uint32(length of bytes) followed by the bytes;
 * - a text is `field(UTF-8 bytes of the text)`.
 *
 * Every hashed message starts with a text tag naming what it is (`lottery-shop/…`), so a hash
 * made for one purpose can never be taken for another (domain separation).
 */

const uint32Limit = 2 ** 32;

export function uint32(value: number): Buffer {
  if (!Number.isInteger(value) || value < 0 || value >= uint32Limit) {
    throw new RangeError(`${value} is not an unsigned 32-bit integer`);
  }
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

export function field(bytes: Uint8Array): Buffer {
  return Buffer.concat([uint32(bytes.length), bytes]);
}

export function textField(text: string): Buffer {
  return field(Buffer.from(text, 'utf8'));
}

/**
 * The bytes of lowercase hex text (of exactly `bytes` bytes when given), or null when the text is
 * anything else.
 */
export function bytesOfHex(text: string, bytes?: number): Buffer | null {
  if (text.length % 2 !== 0 || !/^[0-9a-f]*$/.test(text)) return null;
  if (bytes !== undefined && text.length !== bytes * 2) return null;
  return Buffer.from(text, 'hex');
}
