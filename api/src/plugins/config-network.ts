// Network settings: the public origin links are written with (PUBLIC_URL, PORT), the proxies
// whose forwarded headers are believed (TRUST_PROXY) and the browser origins allowed to call the
// API cross-origin (ALLOWED_ORIGINS).
import { type EnvironmentValue, parseList } from './config-parsers';
import { type AppConfig } from './config-types';

export const portDefault = 8080;

export const defaultAllowedOrigins: readonly string[] = [
  'http://localhost:8080',
  ...[0, 1, 2, 3, 4, 5, 6].map((digit) => `http://localhost:300${digit}`),
];

/** An absolute http(s) URL without a trailing slash. */
export function publicUrlOf(text: string, name = 'PUBLIC_URL'): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} "${text}" is not an absolute URL such as https://shop.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} "${text}" must start with http:// or https://`);
  }
  return text.replace(/\/+$/, '');
}

/**
 * TRUST_PROXY: `off`, a number of proxies (`1`: the load balancer in front), or a comma-separated
 * list of their addresses or CIDR ranges. `true` is refused: it would believe an address the
 * client writes itself (rate limits and the metrics' loopback check go by the client address).
 */
export function parseTrustProxy(text: string): false | number | string[] {
  if (/^(0|false|no|off)$/i.test(text)) return false;
  if (/^[0-9]{1,2}$/.test(text)) return Number(text);
  const addresses = parseList(text);
  const bad = addresses.find((address) => !/^[0-9a-f.:]+(\/[0-9]{1,3})?$/i.test(address));
  if (bad !== undefined || addresses.length === 0) {
    throw new Error(
      `TRUST_PROXY must be off, a number of proxies in front (1) or their addresses, not "${text}"`,
    );
  }
  return addresses;
}

/**
 * The network settings the environment variables ask for (unset ones keep the defaults).
 * PUBLIC_URL is checked later, by resolveConfig, whichever way it was set.
 */
export function networkConfigOf(value: EnvironmentValue): Partial<AppConfig> {
  const config: Partial<AppConfig> = {};
  const trustProxy = value('TRUST_PROXY');
  if (trustProxy) config.trustProxy = parseTrustProxy(trustProxy);
  config.publicUrl = value('PUBLIC_URL') ?? `http://localhost:${value('PORT') ?? portDefault}`;
  const allowedOrigins = value('ALLOWED_ORIGINS');
  if (allowedOrigins) config.allowedOrigins = parseList(allowedOrigins);
  return config;
}
