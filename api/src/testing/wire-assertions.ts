/** Every object key in a JSON value, at any depth. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
  }
  return [];
}

/** Keys that are not snake_case (api.md: the wire is snake_case). */
export function keysNotSnakeCase(value: unknown): string[] {
  return keysOf(value).filter((key) => !/^[a-z0-9]+(_[a-z0-9]+)*$/.test(key));
}

export const envelopeKeys = [
  'entities',
  'error',
  'errors',
  'links',
  'messages',
  'page_info',
  'result',
];
