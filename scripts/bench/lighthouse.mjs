// Lighthouse runs (the npm package driving the machine's Chromium): median of N per page and form factor.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { gzip9 } from './page-js.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function gzipBytes(url, headers) {
  try {
    const r = await fetch(url, { headers });
    return gzip9(Buffer.from(await r.arrayBuffer()));
  } catch {
    return 0;
  }
}

export async function runLighthouse({ chromePath, pages, runs = 5, cookie }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const out = [];
  try {
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          const headers = page.auth && cookie ? { Cookie: cookie } : undefined;
          const r = await lighthouse(
            page.url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const a = r.lhr.audits;
          const items = a['network-requests']?.details?.items ?? [];
          samples.push({
            score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
            lcp: Math.round(a['largest-contentful-paint'].numericValue),
            tbt: Math.round(a['total-blocking-time'].numericValue),
            cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
            items,
          });
        }
        const last = samples[samples.length - 1].items;
        const scripts = last.filter((x) => x.resourceType === 'Script' && x.url.startsWith('http'));
        let jsGzip = 0;
        for (const s of scripts) jsGzip += await gzipBytes(s.url, page.auth && cookie ? { Cookie: cookie } : undefined);
        out.push({
          page: page.name,
          formFactor,
          score: median(samples.map((s) => s.score)),
          lcp: median(samples.map((s) => s.lcp)),
          tbt: median(samples.map((s) => s.tbt)),
          cls: median(samples.map((s) => s.cls)),
          jsGzipBytes: jsGzip,
          jsGzipKB: Math.round(jsGzip / 10.24) / 100,
          totalTransferKB: Math.round(last.reduce((a, x) => a + (x.transferSize ?? 0), 0) / 102.4) / 10,
          requests: last.length,
        });
        console.log(
          `[bench] lighthouse ${page.name} ${formFactor}: score ${out.at(-1).score}, LCP ${out.at(-1).lcp} ms, CLS ${out.at(-1).cls}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
