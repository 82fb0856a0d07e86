// `npm run bench -- --only reads`: the catalogue reads a shopper makes, under load (autocannon, 10
// and 50 connections, --duration seconds each), with the server's memory (RSS) after each: the
// first page cached and missed, a category's first page (every pool seed of every category in
// turn), common and rare searches in turn, a product by id and its similar products (1,000 products
// in turn), and a category's first page sorted by rating or filtered to 4 stars and up (ADR 070), each
// with the CPU it cost per request (the server's, and its PostgreSQL backends'). Budgets from docs/decisions/063: category first page and product by id in req/s,
// PostgreSQL's figures and half of them on PGlite, and the RSS at 5,000 products.
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { mark } from './page-speed';

export const BUDGET = {
  postgres: { category: 1000, product: 2000, rssMb: 300 },
  pglite: { category: 500, product: 1000, rssMb: 500 },
};
/** Words many products share, and words few do: the searches a shop sees most and least. */
export const COMMON_WORDS = [
  'wireless',
  'shoe',
  'kitchen',
  'baby',
  'led',
  'bag',
  'watch',
  'dress',
  'phone',
  'cable',
  'set',
  'men',
  'women',
  'kids',
  'home',
  'car',
  'light',
  'steel',
  'cotton',
  'mini',
  'portable',
  'black',
  'smart',
  'toy',
  'pet',
];

/**
 * How many products a rare search matches in the whole catalogue: the same band at every size, so
 * that the rare searches' row compares searches of the same few matches (pages of the same few
 * products) at 5,000 and 50,000 products. The seeded catalogues repeat a fixed vocabulary, so every
 * single word of their names is in dozens of products at 50,000: a rare search is two words.
 */
const RARE_MATCHES = { min: 10, max: 20 };

/** The server's resident memory in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The server's resident memory by mapping, in MB, from /proc/PID/smaps (Linux): the main malloc
 * arena (`[heap]`), PGlite's WebAssembly memory (one anonymous mapping of 128 MB), the files mapped
 * (the node binary, libraries) and every other anonymous mapping (V8's heap, malloc's other arena).
 */
export function residentByMapping(pid: number): {
  mallocMainMb: number;
  wasmMb: number;
  filesMb: number;
  anonMb: number;
} {
  const kb = { mallocMain: 0, wasm: 0, files: 0, anon: 0 };
  let kind: keyof typeof kb = 'anon';
  let sizeKb = 0;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1]!;
      kind = name === '[heap]' ? 'mallocMain' : name.startsWith('/') ? 'files' : 'anon';
      continue;
    }
    const size = /^Size:\s+(\d+) kB/.exec(line);
    if (size) sizeKb = Number(size[1]);
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kb[kind === 'anon' && sizeKb === 128 * 1024 ? 'wasm' : kind] += Number(rss[1]);
  }
  const mb = (value: number) => Math.round(value / 1024);
  return { mallocMainMb: mb(kb.mallocMain), wasmMb: mb(kb.wasm), filesMb: mb(kb.files), anonMb: mb(kb.anon) };
}

/**
 * The server's memory in MB: resident (RSS), and within it V8's heap (reserved and in use) and
 * the memory outside it that V8 is told of (buffers: the kept compressed answers), from the
 * server's own /metrics (loopback needs no token).
 */
export async function serverMemory(base: string, pid: number) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0) / 2 ** 20);
  return {
    rssMb: residentMb(pid),
    heapMb: mb('nodejs_heap_size_total_bytes'),
    heapUsedMb: mb('nodejs_heap_size_used_bytes'),
    externalMb: mb('nodejs_external_memory_bytes'),
  };
}

/** CPU time a process has used so far, in ms (user and system, all its threads), or 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ: /proc's CPU times are counted in hundredths of a second. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU the server spends on its reads: its own process's and, on PostgreSQL, its database's
 * backends' (this machine's processes, read from /proc). On a shared machine the CPU per request
 * moves far less with the load than the requests per second do, so it is what compares two
 * catalogue sizes measured at different loads.
 */
async function cpuMeter(serverPid: number, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const backends = async (): Promise<number[]> =>
    client
      ? (
          await client.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          )
        ).rows.map((row) => row.pid)
      : [];
  return {
    /** Starts counting; the returned function gives the server's and the database's CPU ms since. */
    async start() {
      const server = cpuMsOf(serverPid);
      const database = new Map((await backends()).map((pid) => [pid, cpuMsOf(pid)]));
      return async () => {
        let databaseMs = 0;
        // A backend the pool opened during the run started from nothing.
        for (const pid of await backends()) databaseMs += cpuMsOf(pid) - (database.get(pid) ?? 0);
        return { serverMs: cpuMsOf(serverPid) - server, databaseMs };
      };
    },
    close: () => client?.end(),
  };
}

export async function measureCatalogueReads(options: {
  base: string;
  serverPid: number;
  duration: number;
  postgres: boolean;
  products: number;
  /** The server's PostgreSQL, whose backends' CPU is counted with the server's. */
  databaseUrl?: string;
}) {
  const { base, serverPid, duration } = options;
  const budget = options.postgres ? BUDGET.postgres : BUDGET.pglite;
  const { categories, ids, rareSearches } = await catalogueSample(base);
  console.log(
    `\nThe rare searches (${RARE_MATCHES.min}-${RARE_MATCHES.max} matches each): ${rareSearches.join(', ')}`,
  );
  const cpu = await cpuMeter(serverPid, options.databaseUrl);
  const atStart = { ...(await serverMemory(base, serverPid)), ...residentByMapping(serverPid) };
  console.log(`\nThe server's memory before the reads (MB): ${JSON.stringify(atStart)}`);

  // `distinct`: how many different requests the target cycles through. Those targets are first
  // read once each (the reads after a catalogue change, when nothing is kept: the "cold" column),
  // then measured as shoppers meet them, kept.
  const targets: { name: string; path: (n: number) => string; budget?: number; distinct?: number }[] = [
    { name: 'first page, cached', path: () => '/api/catalogue/products?seed=12' },
    {
      // Each (pool seed, page size from 41 to 50) pair once in a thousand requests.
      name: 'first page, missed',
      distinct: 1000,
      path: (n: number) => `/api/catalogue/products?seed=${n % 100}&limit=${50 - (Math.floor(n / 100) % 10)}`,
    },
    {
      name: "a category's first page",
      path: (n: number) =>
        `/api/catalogue/products?seed=${n % 100}&category=${encodeURIComponent(categories[Math.floor(n / 100) % categories.length]!)}`,
      budget: budget.category,
      distinct: 100 * categories.length,
    },
    {
      // Sorted by rating, a page is the same for every seed (docs/decisions/070).
      name: "a category's best-rated first page",
      path: (n: number) =>
        `/api/catalogue/products?sort=rating&category=${encodeURIComponent(categories[n % categories.length]!)}`,
      distinct: categories.length,
    },
    {
      name: "a category's first page, 4 stars and up",
      path: (n: number) =>
        `/api/catalogue/products?seed=${n % 100}&rating=4&category=${encodeURIComponent(categories[Math.floor(n / 100) % categories.length]!)}`,
      distinct: 100 * categories.length,
    },
    {
      name: `search, ${COMMON_WORDS.length} common words`,
      path: (n: number) =>
        `/api/catalogue/products?seed=${n % 100}&q=${encodeURIComponent(COMMON_WORDS[n % COMMON_WORDS.length]!)}`,
    },
    {
      // Every (word, pool seed) pair once in turn: more searches than the pages' cache keeps, so
      // each is answered from the database, as a search nobody made a moment ago.
      name: `search, ${rareSearches.length} rare word pairs`,
      path: (n: number) =>
        `/api/catalogue/products?seed=${Math.floor(n / rareSearches.length) % 100}&q=${encodeURIComponent(rareSearches[n % rareSearches.length]!)}`,
    },
    {
      name: `product by id, ${ids.length} in turn`,
      path: (n: number) => `/api/catalogue/products/${ids[n % ids.length]}`,
      budget: budget.product,
      distinct: ids.length,
    },
    {
      name: `similar products, ${ids.length} in turn`,
      path: (n: number) => `/api/catalogue/products/${ids[n % ids.length]}/similar`,
      distinct: ids.length,
    },
  ];
  const rows = [];
  for (const connections of [10, 50]) {
    for (const target of targets) {
      let n = 0;
      let cold: number | string = '';
      let coldCpuMs: number | string = '';
      if (target.distinct && connections === 10) {
        const usedCold = await cpu.start();
        const warm = await autocannon({
          url: base,
          connections,
          amount: target.distinct,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
          requests: [{ setupRequest: (request) => ({ ...request, path: target.path(n++) }) }],
        });
        cold = Math.round(warm.requests.average);
        const { serverMs, databaseMs } = await usedCold();
        coldCpuMs = Number(((serverMs + databaseMs) / Math.max(1, warm.requests.total)).toFixed(3));
        n = 0;
      }
      const used = await cpu.start();
      const result = await autocannon({
        url: base,
        connections,
        duration,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: [{ setupRequest: (request) => ({ ...request, path: target.path(n++) }) }],
      });
      const { serverMs, databaseMs } = await used();
      const perRequest = (ms: number) => Number((ms / Math.max(1, result.requests.total)).toFixed(3));
      const requestsPerSec = Math.round(result.requests.average);
      const { rssMb, heapMb, externalMb } = await serverMemory(base, serverPid);
      const { mallocMainMb, wasmMb, filesMb, anonMb } = residentByMapping(serverPid);
      rows.push({
        read: target.name,
        connections,
        coldRequestsPerSec: cold,
        // The server's and the database's CPU per request of those first reads, in ms.
        coldCpuMs,
        requestsPerSec,
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        // CPU per request, in ms: the server's process, and PostgreSQL's backends (not PGlite's:
        // it runs inside the server's process).
        serverCpuMs: perRequest(serverMs),
        databaseCpuMs: options.databaseUrl ? perRequest(databaseMs) : '',
        non2xx: result.non2xx,
        rssMb,
        heapMb,
        externalMb,
        // The RSS by mapping: where it grew.
        mallocMainMb,
        ...(options.postgres ? {} : { wasmMb }),
        filesMb,
        anonMb,
        budget: target.budget ? `≥ ${target.budget} req/s` : '',
        result: target.budget ? mark(requestsPerSec >= target.budget && result.non2xx === 0) : '',
        memory: mark(rssMb <= budget.rssMb || options.products > 5000),
      });
    }
  }
  await cpu.close();
  const load = (await import('node:os')).loadavg().map((value) => value.toFixed(2));
  console.log(
    `\nCatalogue reads, ${duration} s each (${options.postgres ? 'PostgreSQL' : 'PGlite'}, ${options.products} products, RSS budget ≤ ${budget.rssMb} MB at 5,000; load average ${load.join(' ')})`,
  );
  console.table(rows);
  return { loadAverage: load, atStart, rows };
}

/**
 * What the reads ask for: the categories, 1,000 products' ids, and 64 searches few products match
 * (RARE_MATCHES), counted in the whole catalogue.
 */
export async function catalogueSample(base: string) {
  const getJson = async <T>(path: string) => (await (await fetch(base + path)).json()) as T;
  const categories = (
    await getJson<{ categories: { name: string }[] }>('/api/catalogue/categories')
  ).categories.map((category) => category.name);
  const ids: string[] = [];
  const names: string[] = [];
  for (let offset = 0; ids.length < 1000; offset += 50) {
    const { products } = await getJson<{ products: { id: string; name: string }[] }>(
      `/api/catalogue/products?limit=50&offset=${offset}`,
    );
    if (products.length === 0) break;
    ids.push(...products.map((product) => product.id));
    names.push(...products.map((product) => product.name));
  }
  const rareSearches: string[] = [];
  for (const candidate of wordPairs(names)) {
    if (rareSearches.length === 64) break;
    const { total } = await getJson<{ total: number }>(
      `/api/catalogue/products?limit=1&q=${encodeURIComponent(candidate)}`,
    );
    if (total >= RARE_MATCHES.min && total <= RARE_MATCHES.max) rareSearches.push(candidate);
  }
  return { categories, ids, names, rareSearches };
}

/** Two adjacent words of each name (letters only), in the names' order, each pair once. */
function wordPairs(names: string[]): string[] {
  const pairs = new Set<string>();
  for (const name of names) {
    const words = name.toLowerCase().split(/\s+/);
    for (let i = 1; i < words.length; i++) {
      if (/^[a-z]{3,}$/.test(words[i - 1]!) && /^[a-z]{3,}$/.test(words[i]!)) {
        pairs.add(`${words[i - 1]} ${words[i]}`);
      }
    }
  }
  return [...pairs];
}
