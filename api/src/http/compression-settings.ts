import zlib from 'node:zlib';

/**
 * How answers are compressed on the fly: brotli quality 4 and gzip level 6 are cheap enough for
 * every response; answers under 1 KB go out as they are.
 */
export const compressionSettings = {
  thresholdBytes: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
} as const;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The payload compressed in the given encoding, at the settings above. */
export function compressSync(payload: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(payload, compressionSettings.brotliOptions)
    : zlib.gzipSync(payload, compressionSettings.zlibOptions);
}
