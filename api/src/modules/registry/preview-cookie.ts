import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that holds an operator's preview in one browser. */
export const previewCookieName = 'shop_release_preview';

/** How long a preview lasts: long enough to try a version, short enough to be forgotten safely. */
export const previewLifetimeMs = 60 * 60 * 1000;

/**
 * An operator's preview: in `environment`, the shop loads the `overrides` versions (remote →
 * version) instead of the release's, until `expiresAt`. No overrides: only the overlay that
 * labels each remote with its version.
 */
export interface Preview {
  environment: string;
  operator: string;
  overrides: Record<string, string>;
  expiresAt: Date;
}

interface PreviewPayload {
  environment: string;
  operator: string;
  overrides: Record<string, string>;
  expiresAt: string;
}

function signatureOf(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** `<base64url JSON>.<base64url HMAC-SHA-256 of it>`: readable by anyone, forgeable by no one. */
export function signPreview(preview: Preview, secret: string): string {
  const body: PreviewPayload = {
    environment: preview.environment,
    operator: preview.operator,
    overrides: preview.overrides,
    expiresAt: preview.expiresAt.toISOString(),
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

function payloadOf(text: string): PreviewPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { environment, operator, overrides, expiresAt } = parsed as Record<string, unknown>;
  if (typeof environment !== 'string' || typeof operator !== 'string') return null;
  if (typeof expiresAt !== 'string' || !isStringRecord(overrides)) return null;
  return { environment, operator, overrides, expiresAt };
}

/**
 * The preview a cookie value names, or null when it is absent, malformed, signed with another
 * key, altered, or expired. The signature is compared in constant time.
 */
export function readPreview(value: string | undefined, secret: string, now: Date): Preview | null {
  if (value === undefined) return null;
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const body = payloadOf(payload);
  if (body === null) return null;
  const expiresAt = new Date(body.expiresAt);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return null;
  return {
    environment: body.environment,
    operator: body.operator,
    overrides: { ...body.overrides },
    expiresAt,
  };
}

function cookieAttributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that starts a preview in this browser for `previewLifetimeMs`. */
export function previewSetCookie(value: string, secure: boolean): string {
  return `${previewCookieName}=${value}; Max-Age=${previewLifetimeMs / 1000}; ${cookieAttributes(secure)}`;
}

/** The Set-Cookie value that ends this browser's preview. */
export function previewClearCookie(secure: boolean): string {
  return `${previewCookieName}=; Max-Age=0; ${cookieAttributes(secure)}`;
}
