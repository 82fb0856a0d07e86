import { z } from 'zod';
import { COUNTRIES } from '../categories';
import {
  CATALOGUE_CATEGORY_MAX_LENGTH,
  CATALOGUE_MAX_LIMIT,
  CATALOGUE_MAX_SEED,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SEARCH_MAX_LENGTH,
  CATALOGUE_QUERY_MESSAGES as MESSAGES,
} from './catalogue-page';

/** An empty query parameter (`?q=`, `?seed=`) means the same as a missing one. */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Query strings carry text: decimal digits become a number; anything else is refused by `z.number`. */
const digitsToNumber = (value: unknown) => {
  const v = emptyToUndefined(value);
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
};

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * The catalogue's query string (GET /api/catalogue/products): the page's filters (search text,
 * category, the country tab), the shuffle seed and the page. Filters combine.
 */
export const catalogueQuerySchema = z.object({
  /** Case-insensitive substring of the name, the description or the category. */
  q: z.preprocess(
    emptyToUndefined,
    z.string({ error: MESSAGES.q }).trim().max(CATALOGUE_SEARCH_MAX_LENGTH, MESSAGES.q).optional(),
  ),
  category: z.preprocess(
    emptyToUndefined,
    z.string({ error: MESSAGES.category }).max(CATALOGUE_CATEGORY_MAX_LENGTH, MESSAGES.category).optional(),
  ),
  /** The USA / Chinese suppliers tabs; absent for "All Products". */
  country: z.preprocess(emptyToUndefined, z.enum(COUNTRIES, { error: MESSAGES.country }).optional()),
  /** Shuffle seed: the same seed gives the same order on every page; a new seed reshuffles. Absent: newest first. */
  seed: z.preprocess(digitsToNumber, wholeNumber(0, CATALOGUE_MAX_SEED, MESSAGES.seed).optional()),
  offset: z.preprocess(digitsToNumber, wholeNumber(0, Number.MAX_SAFE_INTEGER, MESSAGES.offset).default(0)),
  /** `rating`: best rated first (then most reviewed); absent: shuffled by the seed, or newest first. */
  sort: z.preprocess(emptyToUndefined, z.enum(['rating'], { error: MESSAGES.sort }).optional()),
  /** The lowest rating shown: 4 for "4 stars and up"; absent for every rating. */
  rating: z.preprocess(digitsToNumber, z.literal(4, { error: MESSAGES.rating }).optional()),
  limit: z.preprocess(
    digitsToNumber,
    wholeNumber(1, CATALOGUE_MAX_LIMIT, MESSAGES.limit).default(CATALOGUE_PAGE_SIZE),
  ),
});

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
