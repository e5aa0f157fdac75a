// Lighthouse (mobile, its default simulated throttling) on the shop's pages, served by `npm start`
// on a throw-away embedded database: the median of several runs per page.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../build.mjs';

export const lighthousePages = ['/', '/powerball', '/lotto-results', '/cart'];

/** Debian's Chromium as this machine runs it (shared with the browser journeys). */
const chromiumFlags = JSON.parse(
  readFileSync(path.join(repoRoot, 'tooling/chromium-flags.json'), 'utf8'),
);

export async function waitForHealth(baseUrl, server, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the shop exited (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not start`);
}

/** `npm start` on a port of its own and an in-memory database. */
export function startShop(port) {
  return spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: 'pglite://memory',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
}

/** The median of the runs that produced the figure (a run may find no LCP element): null if none. */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of a page: scores out of 100, times in ms. */
async function audit(url, chromePort) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** Median figures per page over `runs` runs (each figure's own median). */
export async function lighthouseFigures({ port = 8282, runs = 3, pages = lighthousePages } = {}) {
  const baseUrl = `http://localhost:${port}`;
  const shop = startShop(port);
  let chrome;
  try {
    await waitForHealth(baseUrl, shop);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: chromiumFlags,
    });
    const figures = [];
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await audit(`${baseUrl}${page}`, chrome.port));
      figures.push({
        page,
        ...Object.fromEntries(
          Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]),
        ),
      });
    }
    return figures;
  } finally {
    await chrome?.kill();
    shop.kill('SIGTERM');
  }
}
