// Small parsers for environment variable text: booleans, whole numbers, comma-separated lists
// and the APP_KEYS pairs. Each error names the variable it came from.

/** Reads one environment variable, trimmed; unset and blank both read as undefined. */
export type EnvironmentValue = (name: string) => string | undefined;

/** Parses `key:secret,key2:secret2`. */
export function parseAppKeys(text: string): Record<string, string> {
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf(':');
      if (separator <= 0 || separator === pair.length - 1) {
        throw new Error(`APP_KEYS entry "${pair}" is not of the form key:secret`);
      }
      return [pair.slice(0, separator), pair.slice(separator + 1)] as const;
    });
  return Object.fromEntries(pairs);
}

export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function parseWholeNumber(text: string, name: string): number {
  if (!/^[0-9]{1,9}$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}

export function parseBoolean(text: string, name: string): boolean {
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  throw new Error(`${name} must be true or false, not "${text}"`);
}
