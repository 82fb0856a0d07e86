import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import { CachedPage } from './page-cache';

/**
 * How far into each shuffle the answers are kept: the first page (50) and the next two "View More
 * Products" steps (20 each), as the web asks for them (spec 1, sections 4 and 9).
 */
export const FRONT_SIZE = 90;

/** The (offset, limit) pairs the web asks for within a front: kept whole, compressed once. */
const WEB_PAGES = new Set(['0:50', '50:20', '70:20']);

/**
 * The head of one shuffle (a pool seed, unfiltered or filtered by country tab and category): its
 * first FRONT_SIZE products, each serialized once, and the number of products matching. Any page that lies within
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

  /** What keeping it costs, roughly: its products' text and the pages kept of them, compressed. */
  get size(): number {
    return Math.ceil(this.products.reduce((sum, product) => sum + product.length, 0) * 1.5);
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
