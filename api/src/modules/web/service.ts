import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type RuntimeConfig } from 'shared-kernel';
import { type RemoteReleaseWire } from 'shared-kernel/wire/registry';
import { type ArtifactStorage } from '../registry/artifact-storage';

/** Where the shell's built files are served. */
export const shellPrefix = '/';

/** Where remote artifacts are served: `/remotes/{remote}/{version}/{file…}`. */
export const artifactsPrefix = '/remotes/';

/** The comment in the shell's index.html that the server replaces with the runtime config. */
export const runtimeConfigMarker = '<!-- shop-runtime-config -->';

/** The inline script that sets `window.__SHOP__` (read by shared-kernel readRuntimeConfig). */
export function runtimeConfigScript(config: RuntimeConfig, nonce: string): string {
  // `<` escaped so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">window.__SHOP__=${json}</script>`;
}

/** index.html with the runtime config in place of the marker (or before </head> without one). */
export function injectRuntimeConfig(html: string, config: RuntimeConfig, nonce: string): string {
  const script = runtimeConfigScript(config, nonce);
  if (html.includes(runtimeConfigMarker)) return html.replace(runtimeConfigMarker, () => script);
  if (html.includes('</head>')) return html.replace('</head>', () => `${script}</head>`);
  return `${script}${html}`;
}

/** A file the page fetches early; the entry carries its integrity, as the shell's script tag does. */
export interface PreloadFile {
  url: string;
  integrity?: string;
  /** Fetched in CORS mode, as the shell's script tag for an entry on another origin is. */
  crossOrigin?: boolean;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with a preload of each file given (the files the page's remote needs first), so
 * that the browser fetches them alongside the shell's scripts instead of after them. A preload
 * must name the same integrity as the script that uses it, or the browser fetches it twice.
 */
export function withPreloads(html: string, files: readonly PreloadFile[]): string {
  if (files.length === 0 || !html.includes('</head>')) return html;
  const links = files
    .map(({ url, integrity, crossOrigin }) => {
      const checked = integrity ? ` integrity="${attribute(integrity)}"` : '';
      const cors = crossOrigin ? ' crossorigin="anonymous"' : '';
      return `<link rel="preload" as="script" href="${attribute(url)}"${checked}${cors}>`;
    })
    .join('');
  return html.replace('</head>', () => `${links}</head>`);
}

/** A published version's synchronous chunks of `./spa`, by remote and version (immutable). */
const mountChunksByVersion = new Map<string, readonly string[]>();

/**
 * What the page of a remote loads first: the entry of its pinned version and the synchronous
 * chunks of its `./spa` module (from the artifact's mf-manifest.json; only the entry when the
 * manifest cannot be read).
 */
export async function remoteFirstLoadUrls(
  artifacts: Pick<ArtifactStorage, 'readFile'>,
  pin: Pick<RemoteReleaseWire, 'remote' | 'version' | 'entry_url'> & { integrity?: string },
): Promise<PreloadFile[]> {
  const key = `${pin.remote}/${pin.version}`;
  let chunks = mountChunksByVersion.get(key);
  if (chunks === undefined) {
    try {
      const manifestFile = await artifacts.readFile(pin.remote, pin.version, 'mf-manifest.json');
      if (manifestFile === null) throw new Error('no mf-manifest.json');
      const manifest = JSON.parse(manifestFile.toString('utf8')) as {
        exposes?: Array<{ path?: string; assets?: { js?: { sync?: unknown } } }>;
      };
      const sync = manifest.exposes?.find((expose) => expose.path === './spa')?.assets?.js?.sync;
      chunks = Array.isArray(sync) ? sync.filter((file) => typeof file === 'string') : [];
    } catch {
      chunks = [];
    }
    mountChunksByVersion.set(key, chunks);
  }
  return [
    { url: pin.entry_url, ...(pin.integrity ? { integrity: pin.integrity } : {}) },
    ...chunks.map((file) => ({ url: new URL(file, pin.entry_url).href })),
  ];
}

/** The shell's index.html, or null while the shell has not been built. */
export async function readShellIndex(shellDist: string): Promise<string | null> {
  try {
    return await readFile(path.join(shellDist, 'index.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const shellMissingPage = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>Lotto Shop is not built yet</title></head>
<body>
<h1>The shop's pages are not built yet</h1>
<p>The server is running, but the shell has no build in <code>shell/dist</code>.
Run <code>npm start</code> (it builds what is missing) or <code>npm run build</code>, then reload this page.</p>
</body>
</html>
`;

/** First path segments that belong to services, never to the shell's client-side routes. */
const servicePrefixes = [
  '/v2',
  '/auth',
  '/registry',
  '/remotes',
  '/discover',
  '/health',
  '/metrics',
  '/blank.html',
  '/cms',
  '/social',
  '/rewards',
  '/customer-verify',
  '/recommend',
  '/placement',
  '/3ds',
  '/ops',
  '/dev',
];

/**
 * Shop pages under a service prefix: /3ds/notify is where a 3-D Secure challenge window returns
 * to (the checkout's page); every other /3ds path stays a service path.
 */
const pagesUnderServicePrefixes = ['/3ds/notify'];

export function isServicePath(pathname: string): boolean {
  if (pagesUnderServicePrefixes.includes(pathname)) return false;
  return servicePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Build outputs named with a content hash (`main.3f2a9c01de.js`) never change. */
export function isContentHashed(filePath: string): boolean {
  return /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/i.test(filePath);
}
