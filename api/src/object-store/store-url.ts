/** Where the S3-compatible store is, as OBJECT_STORE_URL gives it. */
export interface S3Location {
  bucket: string;
  /** The service's origin (`http://127.0.0.1:9000`); null for AWS S3 itself. */
  endpoint: string | null;
  /** The bucket's region; null: AWS_REGION, else us-east-1. */
  region: string | null;
  /** Path-style addresses (`{endpoint}/{bucket}/{key}`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
}

const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const parameterNames = new Set(['endpoint', 'region', 'force_path_style']);

/**
 * Reads `s3://{bucket}[?endpoint={origin}][&region={region}][&force_path_style=true]`, e.g.
 * `s3://shop-objects?endpoint=http://127.0.0.1:9000&region=us-east-1&force_path_style=true`.
 * Credentials never go in the URL: the SDK takes them from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (or the machine's role).
 */
export function parseObjectStoreUrl(text: string): S3Location {
  const problem = (reason: string) =>
    new Error(
      `OBJECT_STORE_URL "${text}" ${reason}: use s3://bucket-name?endpoint=http://host:port&region=us-east-1&force_path_style=true`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw problem('is not a URL');
  }
  if (url.protocol !== 's3:') throw problem('must start with s3://');
  if (url.username !== '' || url.password !== '') {
    throw problem('must not carry credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  }
  if (!bucketPattern.test(url.hostname) || url.port !== '') throw problem('names no valid bucket');
  if (url.pathname !== '' && url.pathname !== '/') throw problem('must not have a path');
  for (const name of url.searchParams.keys()) {
    if (!parameterNames.has(name)) throw problem(`has an unknown parameter "${name}"`);
  }
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null) {
    let endpointUrl: URL;
    try {
      endpointUrl = new URL(endpoint);
    } catch {
      throw problem('has an endpoint that is not a URL');
    }
    if (endpointUrl.protocol !== 'http:' && endpointUrl.protocol !== 'https:') {
      throw problem('has an endpoint that is not http(s)');
    }
  }
  const forcePathStyle = url.searchParams.get('force_path_style');
  if (forcePathStyle !== null && !/^(true|false)$/.test(forcePathStyle)) {
    throw problem('has force_path_style other than true or false');
  }
  return {
    bucket: url.hostname,
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    region: url.searchParams.get('region') || null,
    forcePathStyle: forcePathStyle === 'true',
  };
}
