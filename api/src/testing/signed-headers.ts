import { computeSignature, headerNames } from 'shared-kernel';

export const testAppKey = 'shop-web';
export const testAppSecret = 'shop-web-public-secret';

export interface SignedHeadersOptions {
  appKey?: string;
  appSecret?: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  /** x-api-version; not sent when undefined. */
  version?: string;
}

/** The headers a browser sends on a signed call (shared-kernel computes the signature). */
export async function signedHeaders(
  options: SignedHeadersOptions = {},
): Promise<Record<string, string>> {
  const appKey = options.appKey ?? testAppKey;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = await computeSignature({
    appKey,
    appSecret: options.appSecret ?? testAppSecret,
    timestamp,
  });
  return {
    [headerNames.appKey]: appKey,
    [headerNames.timestamp]: String(timestamp),
    [headerNames.signature]: signature,
    ...(options.version ? { [headerNames.version]: options.version } : {}),
  };
}
