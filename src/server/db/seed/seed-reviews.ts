import { sql } from 'drizzle-orm';

/**
 * The seed's ratings as reviews (docs/decisions/070): each listing whose `reviews` is above zero
 * and has no review yet gets up to SEEDED_REVIEWS_MAX approved reviews, their stars spread so that
 * their mean is the seeded rating to a tenth; then every listing's rating and number of reviews are
 * set from its approved reviews, so the figures shown are always the reviews' own. Set-based: one
 * statement per table, whatever the catalogue's size. The same SQL is the backfill migration's
 * (0029_seeded_reviews.sql) for a database seeded before reviews existed.
 */
export const SEEDED_REVIEWS_MAX = 6;

const NAMES = `ARRAY['Ama K.','Kwame A.','Akosua M.','Kofi B.','Efua T.','Yaw O.','Abena D.','Kojo S.','Adwoa F.','Kwesi N.','Esi L.','Nana Y.','Afia G.','Kwabena E.','Adjoa P.','Fiifi R.']`;
const TEXTS = `ARRAY[
  'Not what I expected. The quality is poor.',
  'It works, but it feels cheaper than the photos show.',
  'Okay for the price. Delivery took a while.',
  'Good value. Does what it says.',
  'Very good quality and it arrived well packed.',
  'Excellent! Exactly as described and delivered on time.']`;

function seedReviewsOf(kind: 'deal' | 'dropshipping', table: string, column: string) {
  return sql.raw(`
    INSERT INTO reviews (listing_kind, ${column}, author_name, rating, body, status, moderated_at, created_at)
    SELECT '${kind}', l.id,
           (${NAMES})[1 + ((abs(hashtext(l.id::text)) + i * 7) % 16)],
           s.stars,
           (${TEXTS})[CASE WHEN s.stars >= 5 THEN 5 + (i % 2) WHEN s.stars = 4 THEN 4 ELSE s.stars END],
           'approved', l.created_at, least(now(), l.created_at + i * interval '2 days')
    FROM (SELECT id, created_at, least(reviews, ${SEEDED_REVIEWS_MAX}) AS n,
                 least(5 * least(reviews, ${SEEDED_REVIEWS_MAX}),
                       greatest(least(reviews, ${SEEDED_REVIEWS_MAX}), round(rating * least(reviews, ${SEEDED_REVIEWS_MAX}))::int)) AS total
          FROM ${table} t
          WHERE reviews > 0 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.${column} = t.id)) l
    CROSS JOIN LATERAL generate_series(1, l.n) AS i
    CROSS JOIN LATERAL (SELECT l.total / l.n + CASE WHEN i <= l.total % l.n THEN 1 ELSE 0 END AS stars) s`);
}

function setRatingsOf(table: string, column: string) {
  return sql.raw(`
    UPDATE ${table} t SET rating = coalesce(s.mean, 0), reviews = coalesce(s.n, 0)
    FROM ${table} x
    LEFT JOIN (SELECT ${column} AS id, avg(rating)::real AS mean, count(*)::int AS n FROM reviews
               WHERE status = 'approved' AND ${column} IS NOT NULL GROUP BY ${column}) s ON s.id = x.id
    WHERE t.id = x.id AND (t.rating, t.reviews) IS DISTINCT FROM (coalesce(s.mean, 0), coalesce(s.n, 0))`);
}

/** The statements, in order: the deals' and products' reviews, then their figures. */
export const SEED_REVIEW_STATEMENTS = [
  seedReviewsOf('deal', 'deals', 'deal_id'),
  seedReviewsOf('dropshipping', 'dropshipping_products', 'product_id'),
  setRatingsOf('deals', 'deal_id'),
  setRatingsOf('dropshipping_products', 'product_id'),
];
