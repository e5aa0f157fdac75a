/**
 * UTF-8 encoding and decoding. Uses TextEncoder/TextDecoder where the platform has them and a
 * plain implementation where it does not (jsdom test environments, some embedded web views).
 */

export function encodeUtf8(text: string): Uint8Array<ArrayBuffer> {
  if (typeof TextEncoder !== 'undefined') return new TextEncoder().encode(text);
  const bytes: number[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0xfffd;
    if (codePoint < 0x80) {
      bytes.push(codePoint);
    } else if (codePoint < 0x800) {
      bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
    } else if (codePoint < 0x10000) {
      bytes.push(
        0xe0 | (codePoint >> 12),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    } else {
      bytes.push(
        0xf0 | (codePoint >> 18),
        0x80 | ((codePoint >> 12) & 0x3f),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    }
  }
  return Uint8Array.from(bytes);
}

/** Decodes UTF-8; a malformed sequence becomes U+FFFD, as TextDecoder does. */
export function decodeUtf8(bytes: Uint8Array): string {
  if (typeof TextDecoder !== 'undefined') return new TextDecoder().decode(bytes);
  let text = '';
  let index = 0;
  while (index < bytes.length) {
    const first = bytes[index] ?? 0;
    const length = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 0;
    if (length === 0 || index + length > bytes.length) {
      text += '\ufffd';
      index += 1;
      continue;
    }
    let codePoint = length === 1 ? first : first & (0xff >> (length + 1));
    let isValid = true;
    for (let offset = 1; offset < length; offset += 1) {
      const next = bytes[index + offset] ?? 0;
      if ((next & 0xc0) !== 0x80) isValid = false;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    text += isValid ? String.fromCodePoint(codePoint) : '\ufffd';
    index += isValid ? length : 1;
  }
  return text;
}
