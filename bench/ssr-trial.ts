// PROTOTYPE measurement for ADR 043 (issue 13, item 1): first-visit LCP, TTFB and transferred bytes
// of a page at 400 kbps down / 400 ms round trip (Chromium CDP throttling, no CPU throttling).
// Usage: node --import tsx bench/ssr-trial.ts http://127.0.0.1:4321/ [runs]
// To fold into bench/run.ts once the bench owner's throttled-LCP runner lands.
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://127.0.0.1:4321/';
const runs = Number(process.argv[3] ?? 3);
const KBPS = 400;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results: { lcp: number; cls: number; ttfb: number; fcp: number; bytes: number; htmlBytes: number }[] =
  [];
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
  let bytes = 0;
  let htmlBytes = 0;
  const documentIds = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Document') documentIds.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (documentIds.has(event.requestId)) htmlBytes += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // LCP settles once nothing larger paints: wait for the network to go quiet.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls, ttfb: nav.responseStart, fcp };
  });
  results.push({ ...timing, bytes, htmlBytes });
  console.log(
    `run ${run + 1}: LCP ${Math.round(timing.lcp)} ms, CLS ${timing.cls.toFixed(3)}, FCP ${Math.round(timing.fcp)} ms, TTFB ${Math.round(timing.ttfb)} ms, ` +
      `HTML ${(htmlBytes / 1024).toFixed(1)} KB, all ${(bytes / 1024).toFixed(1)} KB`,
  );
  await context.close();
}
await browser.close();
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `median: LCP ${Math.round(median(results.map((r) => r.lcp)))} ms, TTFB ${Math.round(median(results.map((r) => r.ttfb)))} ms`,
);
