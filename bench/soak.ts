// `npm run bench -- --only soak [--minutes 10]`: the catalogue's reads for a long while, to see
// whether the server's memory levels off or grows with the number of requests. 20 connections
// cycle through unfiltered and category first pages (every pool seed), products and their
// similar products (1,000 in turn), searches of common words and rare word pairs with pages past the front
// (never all kept), and newest-first pages; every 30 s the server's RSS and V8's heap are read.
// It passes when the RSS stays within the budget of catalogue-reads.ts (at 5,000 products) and
// the second half's highest RSS is within 5 % (and 10 MB) of the first half's, the first minute
// (the caches filling) left out.
import autocannon from 'autocannon';
import { BUDGET, COMMON_WORDS, catalogueSample, serverMemory } from './catalogue-reads';
import { mark } from './page-speed';

const SAMPLE_MS = 30_000;
const WARM_UP_MS = 60_000;

export async function measureSoak(options: {
  base: string;
  serverPid: number;
  minutes: number;
  postgres: boolean;
  products: number;
}) {
  const { base, serverPid } = options;
  const budget = options.postgres ? BUDGET.postgres : BUDGET.pglite;
  const { categories, ids, rareSearches } = await catalogueSample(base);
  const words = [...COMMON_WORDS, ...rareSearches];
  const paths = [
    (n: number) => `/api/catalogue/products?seed=${n % 100}`,
    (n: number) =>
      `/api/catalogue/products?seed=${n % 100}&category=${encodeURIComponent(categories[n % categories.length]!)}`,
    (n: number) => `/api/catalogue/products/${ids[n % ids.length]}`,
    (n: number) => `/api/catalogue/products/${ids[n % ids.length]}/similar`,
    (n: number) =>
      `/api/catalogue/products?seed=${n % 100}&offset=${(n % 7) * 20}&limit=20&q=${encodeURIComponent(words[n % words.length]!)}`,
    (n: number) => `/api/catalogue/products?offset=${(n % 50) * 20}&limit=20`,
  ];
  let n = 0;
  const started = Date.now();
  const samples: {
    minute: number;
    requests: number;
    rssMb: number;
    heapMb: number;
    heapUsedMb: number;
    externalMb: number;
    load: string;
  }[] = [];
  const sample = async () => {
    const memory = await serverMemory(base, serverPid);
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    samples.push({
      minute: Number(((Date.now() - started) / 60_000).toFixed(1)),
      requests: n,
      ...memory,
      load,
    });
  };
  await sample();
  const timer = setInterval(() => void sample(), SAMPLE_MS);
  const instance = autocannon({
    url: base,
    connections: 20,
    duration: options.minutes * 60,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          return { ...request, path: paths[i % paths.length]!(Math.floor(i / paths.length)) };
        },
      },
    ],
  });
  const result = await instance;
  clearInterval(timer);
  await sample();

  const settled = samples.filter((s) => s.minute * 60_000 >= WARM_UP_MS);
  const half = Math.floor(settled.length / 2);
  const highest = (list: typeof samples) => Math.max(...list.map((s) => s.rssMb));
  const firstHalf = highest(settled.slice(0, half));
  const secondHalf = highest(settled.slice(half));
  const growthMb = secondHalf - firstHalf;
  const peak = highest(samples);
  const verdict = {
    requests: n,
    requestsPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx,
    peakRssMb: peak,
    rssBudget: `≤ ${budget.rssMb} MB at 5,000 products`,
    rss: mark(peak <= budget.rssMb || options.products > 5000),
    growthMb,
    growth: mark(growthMb <= Math.max(10, firstHalf * 0.05)),
  };
  console.log(
    `\nSoak, ${options.minutes} min at 20 connections (${options.postgres ? 'PostgreSQL' : 'PGlite'}, ${options.products} products)`,
  );
  console.table(samples);
  console.table([verdict]);
  return { samples, verdict };
}
