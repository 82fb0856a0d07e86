import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import type { Product } from '../../../shared/catalogue/product';
import { CachedPage } from './page-cache';

/**
 * How far into each shuffle the answers are kept: the first page (50) and the next two "View More
 * Products" steps (20 each), as the web asks for them (docs/product/catalogue.md, "Paging").
 */
export const FRONT_SIZE = 90;

/** The front's objects (itself, its map of pages, its key in the cache), measured in a heap snapshot. */
const FRONT_OVERHEAD = 600;
/** Each product's reference in its list. */
const POINTER_BYTES = 8;

/** The (offset, limit) pairs the web asks for within a front: kept whole, compressed once. */
const WEB_PAGES = new Set(['0:50', '50:20', '70:20']);

/**
 * The head of one shuffle (a pool seed, unfiltered or filtered by country tab and category): its
 * first FRONT_SIZE products, each serialized once, and the number of products matching. Any page
 * that lies within it is answered without the database, in the same order and shape as
 * listProducts. `text` writes a product's JSON: the caller may hand out one shared text per
 * product, so that the many fronts showing a product hold it once.
 */
export class ShuffleFront {
  private readonly products: string[];
  private readonly total: number;
  private readonly kept = new Map<string, CachedPage>();

  /**
   * `onGrow` is told when the front keeps more bytes (a page compressed for an encoding first
   * asked for): the cache holding it measures it again.
   */
  constructor(
    head: ProductPageResponse,
    text: (product: Product) => string = (product) => JSON.stringify(product),
    private readonly onGrow?: () => void,
  ) {
    this.products = head.products.map(text);
    this.total = head.total;
  }

  /**
   * The bytes it holds beyond its products' shared texts (kept and counted by their own cache):
   * its list of them, and the pages the web asked for, in the encodings asked for.
   */
  get size(): number {
    let bytes = FRONT_OVERHEAD + POINTER_BYTES * this.products.length;
    for (const page of this.kept.values()) bytes += page.keptBytes;
    return bytes;
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
    const body = () =>
      `{"products":[${this.products.slice(offset, offset + limit).join(',')}],"total":${this.total}}`;
    if (!WEB_PAGES.has(key)) return new CachedPage(body(), { once: true });
    // Kept compressed: its text is written again only when asked for uncompressed.
    const page = new CachedPage(body, { onCompressed: this.onGrow });
    this.kept.set(key, page);
    return page;
  }
}
