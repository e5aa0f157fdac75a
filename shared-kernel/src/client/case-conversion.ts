/**
 * Key conversion between the wire (snake_case) and the client (camelCase). Only keys of plain
 * objects change, at every depth; values (strings, dates, files, blobs) are left alone.
 */

/**
 * `customer_verify` → `customerVerify`. Leading underscores, camelCase keys and keys without a
 * lowercase letter (constants such as `APPLE_PAY`) are kept.
 */
export function toCamelCase(key: string): string {
  if (!/[a-z]/.test(key)) return key;
  return key.replace(
    /([a-z0-9])_+([a-z0-9])/gi,
    (_match, before: string, after: string) => `${before}${after.toUpperCase()}`,
  );
}

/** `accountNumber` → `account_number`, `URLSlug` → `url_slug`; snake_case keys are kept. */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    converted[convert(key)] = convertKeys(item, convert);
  }
  return converted;
}

export function camelCaseKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelCase) as T;
}

export function snakeCaseKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnakeCase) as T;
}
