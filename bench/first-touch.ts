// The first touch (docs/product/budgets.md, ADR 051): what a shopper does the moment a page paints on a slow phone, and how
// long until the page has done it. 400 kbps / 400 ms, the CPU slowed four times, a first visit (a
// fresh browser context each run), the median of three runs. Used by bench/run.ts
// (`npm run bench -- --only first-touch`).
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { mark, slowLinkPage } from './page-speed';

const KBPS = 400;
const LATENCY_MS = 400;
const CPU_SLOWDOWN = 4;
/** How long a run waits for the page to do what was asked before it counts as never done. */
const GIVE_UP_MS = 20_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Page time (`performance.timeOrigin + performance.now()`), comparable across the tab's documents. */
type Moment = number;

interface Touch {
  name: string;
  path: string;
  budgetMs: number;
  /** The control a shopper touches: a CSS selector for the first visible match. */
  control: string;
  /** Resolves with the moment the page has answered the touch. */
  done: (page: Page, run: number) => Promise<Moment>;
  /** What the shopper does to the control at (x, y) once it has painted. */
  act: (page: Page, at: { x: number; y: number }, run: number) => Promise<void>;
}

/**
 * The first touches: the catalogue's search typed into (and then sent with Enter, as a phone's
 * search key does), the catalogue's category selector of a phone tapped open, and a deal on /deals
 * tapped. Each is timed from the moment the page has
 * painted with the control on screen (the shopper's first chance) to the moment the page has
 * answered (the list filtered, the selector open, the deal's page usable).
 */
export async function measureFirstTouch(base: string, runs: number) {
  const terms = await searchTerms(base, runs * 2);
  const touches: Touch[] = [
    {
      name: 'search typed at first paint: list filtered',
      path: '/dropshipping',
      budgetMs: 4000,
      control: 'main input[type="search"]',
      act: async (page, at, run) => {
        await page.touchscreen.tap(at.x, at.y);
        await page.keyboard.type(terms[run]!);
      },
      done: (page, run) => searchFiltered(page, terms[run]!),
    },
    {
      name: 'search typed and sent (Enter) at first paint: list filtered',
      path: '/dropshipping',
      budgetMs: 4000,
      control: 'main input[type="search"]',
      act: async (page, at, run) => {
        await page.touchscreen.tap(at.x, at.y);
        await page.keyboard.type(terms[runs + run]!);
        await page.keyboard.press('Enter');
      },
      done: (page, run) => searchFiltered(page, terms[runs + run]!),
    },
    {
      name: 'category selector tapped at first paint: open',
      path: '/dropshipping',
      budgetMs: 1000,
      control: '[aria-label^="Select Category"]',
      act: (page, at) => page.touchscreen.tap(at.x, at.y),
      // A supplier's choice, hidden on a phone until the selector opens, is on screen.
      done: (page) =>
        waitInPage(page, () =>
          [...document.querySelectorAll('a, button, label, [role="option"], [role="menuitem"]')].some(
            (element) =>
              element.textContent?.trim() === 'USA Suppliers' &&
              element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
              element.getBoundingClientRect().height > 0,
          )
            ? performance.timeOrigin + performance.now()
            : false,
        ),
    },
    {
      name: 'deal tapped at first paint on /deals: its page usable',
      path: '/deals',
      budgetMs: 4000,
      control: 'main article a[href^="/product/"]',
      act: (page, at) => page.touchscreen.tap(at.x, at.y),
      // The deal's page, React's, with its cart button enabled.
      done: async (page) => {
        await page.waitForURL(/\/product\/[\w-]+$/, { waitUntil: 'commit', timeout: GIVE_UP_MS });
        return waitInPage(page, () =>
          document.documentElement.hasAttribute('data-hydrated') &&
          [...document.querySelectorAll('main button')].some(
            (button) =>
              /^(Add to|Update) Cart$/.test(button.textContent?.trim() ?? '') &&
              !(button as HTMLButtonElement).disabled &&
              button.checkVisibility(),
          )
            ? performance.timeOrigin + performance.now()
            : false,
        );
      },
    },
  ];

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const touch of touches) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await timeTouch(browser, base, touch, run));
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
      rows.push({
        touch: touch.name,
        page: touch.path,
        afterPaintMs: show(median),
        runsMs: times.map(show).join(', '),
        budget: `≤ ${touch.budgetMs} ms`,
        result: mark(median <= touch.budgetMs),
      });
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst touch: ${KBPS} kbps / ${LATENCY_MS} ms, CPU ${CPU_SLOWDOWN}x slower, phone, first visit, median of ${runs} runs`,
  );
  console.table(rows);
  return rows;
}

const show = (ms: number) => (Number.isFinite(ms) ? String(Math.round(ms)) : `never (> ${GIVE_UP_MS})`);

/** One first visit: milliseconds from the control's first paint to the page's answer (Infinity: never). */
async function timeTouch(browser: Browser, base: string, touch: Touch, run: number): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await slowPhonePage(context);
    await page.goto(base + touch.path, { waitUntil: 'commit' });
    const painted = await waitInPage(
      page,
      (selector) => {
        if (performance.getEntriesByName('first-contentful-paint').length === 0) return false;
        const control = [...document.querySelectorAll(selector)].find(
          (element) => element.checkVisibility() && element.getBoundingClientRect().height > 0,
        );
        if (!control) return false;
        const box = control.getBoundingClientRect();
        return {
          at: performance.timeOrigin + performance.now(),
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
        };
      },
      touch.control,
    );
    await touch.act(page, painted, run);
    const answered = await touch.done(page, run).catch(() => undefined);
    return answered === undefined ? Number.POSITIVE_INFINITY : answered - painted.at;
  } finally {
    await context.close();
  }
}

/** When the URL holds the term and the list shows its matches, no longer busy. */
function searchFiltered(page: Page, term: string) {
  return waitInPage(
    page,
    (term) => {
      if (new URLSearchParams(location.search).get('q') !== term) return false;
      const section = document.getElementById('catalogue-results-heading')?.closest('section');
      const filtered =
        section?.textContent?.includes('matching') && section.querySelector('ul:not([aria-busy]) article');
      return filtered ? performance.timeOrigin + performance.now() : false;
    },
    term,
  );
}

/** A tab on a slow phone: the link and the CPU throttled through Chromium's DevTools protocol. */
async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const { page, cdp } = await slowLinkPage(context);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** Polls `test` at every frame until it returns something truthy; its value, or throws after GIVE_UP_MS. */
async function waitInPage<R, A = undefined>(page: Page, test: (arg: A) => R | false, arg?: A): Promise<R> {
  const handle = await page.waitForFunction(test as (arg: unknown) => R | false, arg as unknown, {
    polling: 'raf',
    timeout: GIVE_UP_MS,
  });
  return (await handle.jsonValue()) as R;
}

/** Words from the catalogue's product names, one per run: each run's search is a term not searched before. */
async function searchTerms(base: string, count: number): Promise<string[]> {
  const { products } = (await (await fetch(`${base}/api/catalogue/products?limit=50&seed=7`)).json()) as {
    products: { name: string }[];
  };
  const words = new Set<string>();
  for (const { name } of products)
    for (const word of name.toLowerCase().match(/[a-z]{5,}/g) ?? []) words.add(word);
  const terms = [...words].slice(0, count);
  if (terms.length < count) throw new Error('the catalogue has too few product names to search for');
  return terms;
}
