import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type RuntimeConfig } from 'shared-kernel';
import { type ReleaseWire } from 'shared-kernel/wire/registry';

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

/**
 * The page with a preload of the entry of the remote that owns it, so that the browser fetches it
 * alongside the shell's scripts instead of after them. Unchanged for the shell's own pages.
 */
export function preloadRemoteEntry(html: string, release: ReleaseWire, owner: string): string {
  const entryUrl = release.remotes.find((pin) => pin.remote === owner)?.entry_url;
  if (!entryUrl || !html.includes('</head>')) return html;
  const href = entryUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace('</head>', () => `<link rel="preload" as="script" href="${href}"></head>`);
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

export function isServicePath(pathname: string): boolean {
  return servicePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Build outputs named with a content hash (`main.3f2a9c01de.js`) never change. */
export function isContentHashed(filePath: string): boolean {
  return /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/i.test(filePath);
}
