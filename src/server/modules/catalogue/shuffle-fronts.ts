import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import type { CatalogueQuery } from '../../../shared/catalogue/catalogue-query';
import { CachedPage } from './page-cache';

/**
 * How far into each shuffle the answers are kept: the first page (50) and the next two "View More
 * Products" steps (20 each), as the web asks for them (docs/product/catalogue.md, "Paging").
 */
export const FRONT_SIZE = 90;

/** The (offset, limit) pairs the web asks for within a front: kept whole, compressed once. */
const WEB_PAGES = new Set(['0:50', '50:20', '70:20']);

/**
 * The head of one shuffle (a pool seed, unfiltered or one country tab): its first FRONT_SIZE
 * products, each serialized once, and the number of products matching. Any page that lies within
 * it is answered without the database, in the same order and shape as listProducts.
 */
export class ShuffleFront {
  private readonly products: string[];
  private readonly total: number;
  private readonly kept = new Map<string, CachedPage>();

  constructor(head: ProductPageResponse) {
    this.products = head.products.map((product) => JSON.stringify(product));
    this.total = head.total;
  }

  /** The page, or undefined when it reaches past the front (the caller asks the database). */
  page(offset: number, limit: number): CachedPage | undefined {
    // A front shorter than FRONT_SIZE holds every match: any page of it can be answered.
    const whole = this.products.length < FRONT_SIZE;
    if (!whole && offset + limit > this.products.length) return undefined;
    const key = `${offset}:${limit}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    // The same text JSON.stringify gives for { products, total }: the answer's shape is unchanged.
    const body = `{"products":[${this.products.slice(offset, offset + limit).join(',')}],"total":${this.total}}`;
    if (!WEB_PAGES.has(key)) return new CachedPage(body, { once: true });
    const page = new CachedPage(body);
    this.kept.set(key, page);
    return page;
  }
}

/**
 * The fronts of the pool seeds' shuffles, each loaded on its first request and kept until the
 * catalogue changes (`clear()`, on the change notice) or for `ttlMs()` (asked at each load: the
 * caller keeps fronts longer while it hears every change; docs/decisions/045).
 */
export function createShuffleFronts(options: {
  ttlMs: () => number;
  load: (seed: number, country: CatalogueQuery['country']) => Promise<ProductPageResponse>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  // Concurrent first requests of one front share one load. clear() forgets a load in progress: it
  // may have read the old data, so it is handed to the requests already waiting but not kept.
  const fronts = new Map<string, { front: Promise<ShuffleFront>; expiresAt: number }>();

  return {
    get(seed: number, country: CatalogueQuery['country']): Promise<ShuffleFront> {
      const key = `${country ?? ''}:${seed}`;
      const kept = fronts.get(key);
      if (kept && kept.expiresAt > now()) return kept.front;
      const front = options.load(seed, country).then((head) => new ShuffleFront(head));
      const entry = { front, expiresAt: now() + options.ttlMs() };
      fronts.set(key, entry);
      front.catch(() => {
        if (fronts.get(key) === entry) fronts.delete(key);
      });
      return front;
    },
    /** The catalogue changed: every front is read again when next asked for. */
    clear() {
      fronts.clear();
    },
    get size() {
      return fronts.size;
    },
  };
}
