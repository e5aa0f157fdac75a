import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** An unguessable token for URLs and cookies: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256, so a copy of the database cannot be replayed. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The key that seals a token's successor: derived from the token itself, which the database never
 * holds (it keeps only `tokenHash`), so only whoever presents the token can open what it sealed.
 */
function sealingKeyOf(token: string): Buffer {
  return createHmac('sha256', token).update('refresh-token-successor').digest();
}

const ivBytes = 12;
const tagBytes = 16;

/** `successor` encrypted (AES-256-GCM) under a key only `token` derives; base64url. */
export function sealWithToken(token: string, successor: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', sealingKeyOf(token), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** What `sealWithToken(token, …)` sealed, or null when `token` cannot open it. */
export function openWithToken(token: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealingKeyOf(token),
      bytes.subarray(0, ivBytes),
    );
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([
      decipher.update(bytes.subarray(ivBytes + tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
