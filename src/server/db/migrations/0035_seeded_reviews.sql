-- The seed's ratings become reviews (docs/decisions/070): a database seeded before reviews existed gets
-- the same seeded reviews as a new install (src/server/db/seed/seed-reviews.ts), and every listing's rating
-- and number of reviews are set from its approved reviews.
INSERT INTO reviews (listing_kind, deal_id, author_name, rating, body, status, moderated_at, created_at)
    SELECT 'deal', l.id,
           (ARRAY['Ama K.','Kwame A.','Akosua M.','Kofi B.','Efua T.','Yaw O.','Abena D.','Kojo S.','Adwoa F.','Kwesi N.','Esi L.','Nana Y.','Afia G.','Kwabena E.','Adjoa P.','Fiifi R.'])[1 + ((abs(hashtext(l.id::text)) + i * 7) % 16)],
           s.stars,
           (ARRAY[
  'Not what I expected. The quality is poor.',
  'It works, but it feels cheaper than the photos show.',
  'Okay for the price. Delivery took a while.',
  'Good value. Does what it says.',
  'Very good quality and it arrived well packed.',
  'Excellent! Exactly as described and delivered on time.'])[CASE WHEN s.stars >= 5 THEN 5 + (i % 2) WHEN s.stars = 4 THEN 4 ELSE s.stars END],
           'approved', l.created_at, least(now(), l.created_at + i * interval '2 days')
    FROM (SELECT id, created_at, least(reviews, 6) AS n,
                 least(5 * least(reviews, 6),
                       greatest(least(reviews, 6), round(rating * least(reviews, 6))::int)) AS total
          FROM deals t
          WHERE reviews > 0 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.deal_id = t.id)) l
    CROSS JOIN LATERAL generate_series(1, l.n) AS i
    CROSS JOIN LATERAL (SELECT l.total / l.n + CASE WHEN i <= l.total % l.n THEN 1 ELSE 0 END AS stars) s;
--> statement-breakpoint
INSERT INTO reviews (listing_kind, product_id, author_name, rating, body, status, moderated_at, created_at)
    SELECT 'dropshipping', l.id,
           (ARRAY['Ama K.','Kwame A.','Akosua M.','Kofi B.','Efua T.','Yaw O.','Abena D.','Kojo S.','Adwoa F.','Kwesi N.','Esi L.','Nana Y.','Afia G.','Kwabena E.','Adjoa P.','Fiifi R.'])[1 + ((abs(hashtext(l.id::text)) + i * 7) % 16)],
           s.stars,
           (ARRAY[
  'Not what I expected. The quality is poor.',
  'It works, but it feels cheaper than the photos show.',
  'Okay for the price. Delivery took a while.',
  'Good value. Does what it says.',
  'Very good quality and it arrived well packed.',
  'Excellent! Exactly as described and delivered on time.'])[CASE WHEN s.stars >= 5 THEN 5 + (i % 2) WHEN s.stars = 4 THEN 4 ELSE s.stars END],
           'approved', l.created_at, least(now(), l.created_at + i * interval '2 days')
    FROM (SELECT id, created_at, least(reviews, 6) AS n,
                 least(5 * least(reviews, 6),
                       greatest(least(reviews, 6), round(rating * least(reviews, 6))::int)) AS total
          FROM dropshipping_products t
          WHERE reviews > 0 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = t.id)) l
    CROSS JOIN LATERAL generate_series(1, l.n) AS i
    CROSS JOIN LATERAL (SELECT l.total / l.n + CASE WHEN i <= l.total % l.n THEN 1 ELSE 0 END AS stars) s;
--> statement-breakpoint
UPDATE deals t SET rating = coalesce(s.mean, 0), reviews = coalesce(s.n, 0)
    FROM deals x
    LEFT JOIN (SELECT deal_id AS id, avg(rating)::real AS mean, count(*)::int AS n FROM reviews
               WHERE status = 'approved' AND deal_id IS NOT NULL GROUP BY deal_id) s ON s.id = x.id
    WHERE t.id = x.id AND (t.rating, t.reviews) IS DISTINCT FROM (coalesce(s.mean, 0), coalesce(s.n, 0));
--> statement-breakpoint
UPDATE dropshipping_products t SET rating = coalesce(s.mean, 0), reviews = coalesce(s.n, 0)
    FROM dropshipping_products x
    LEFT JOIN (SELECT product_id AS id, avg(rating)::real AS mean, count(*)::int AS n FROM reviews
               WHERE status = 'approved' AND product_id IS NOT NULL GROUP BY product_id) s ON s.id = x.id
    WHERE t.id = x.id AND (t.rating, t.reviews) IS DISTINCT FROM (coalesce(s.mean, 0), coalesce(s.n, 0));
