import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters of new hashes; older hashes keep the parameters stored with them. */
const costDefault = { n: 16_384, r: 8, p: 1, keyLength: 64 };

function deriveKey(
  password: string,
  salt: Buffer,
  cost: { n: number; r: number; p: number; keyLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      cost.keyLength,
      { N: cost.n, r: cost.r, p: cost.p, maxmem: 128 * cost.n * cost.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64): the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, costDefault);
  const { n, r, p } = costDefault;
  return ['scrypt', n, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const key = await deriveKey(password, Buffer.from(saltText, 'base64'), {
    n: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: checked when the email is unknown, so both paths take as long. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

export const passwordLengthMinimum = 8;

export const passwordMessages = {
  tooShort: `Your password must be at least ${passwordLengthMinimum} characters long.`,
  oneKind:
    'Your password must mix at least two kinds of characters: lower-case letters, upper-case letters, digits or symbols.',
  sameAsCurrent: 'Choose a password different from your current one.',
  currentIncorrect: 'The current password is incorrect.',
  incorrect: 'The password is incorrect.',
} as const;

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < passwordLengthMinimum) return passwordMessages.tooShort;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password));
  return kinds.length < 2 ? passwordMessages.oneKind : undefined;
}
