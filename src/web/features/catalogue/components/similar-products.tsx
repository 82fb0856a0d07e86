import { Button } from '@web/components/ui/button';
import { ChevronDown } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSimilarProducts } from '../api/get-similar-products';
import { SimilarProductCard, SimilarProductCardSkeleton } from './similar-product-card';

/** Show 10, then 10 more per click (docs/product/catalogue.md, "Similar products"). */
export const SIMILAR_PRODUCTS_INITIAL = 10;
export const SIMILAR_PRODUCTS_STEP = 10;

const SKELETONS = Array.from({ length: SIMILAR_PRODUCTS_INITIAL }, (_, i) => i);
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

/**
 * "Similar Products" (docs/product/catalogue.md, "Similar products"): a skeleton of 10 while they load, then
 * 10 of them and "View More Products" while more remain. Nothing is shown when there are none or
 * they fail to load: the product page stands without them.
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const { data: answer, isPending: reading } = useSimilarProducts(productId);
  // Drawn in a transition, in slices: an answer comes through the query cache's store, whose
  // updates React draws in one blocking task (ten cards: a long task on a phone, ADR 048).
  const data = useDeferredValue(answer);
  const [visible, setVisible] = useState(SIMILAR_PRODUCTS_INITIAL);

  // None, or they failed to load: the product page stands without them.
  if ((!reading && answer === undefined) || data?.length === 0) return null;

  return (
    <section
      aria-labelledby="similar-products"
      aria-busy={data === undefined || undefined}
      className="mt-10 sm:mt-14"
    >
      <h2 id="similar-products" className="text-xl font-extrabold tracking-tight text-stone-900 sm:text-2xl">
        Similar Products
      </h2>
      {data === undefined ? (
        <div className={`mt-4 ${GRID}`}>
          {SKELETONS.map((i) => (
            <SimilarProductCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <>
          <ul className={`mt-4 ${GRID}`}>
            {data.slice(0, visible).map((product) => (
              <li key={product.id}>
                <SimilarProductCard product={product} />
              </li>
            ))}
          </ul>
          {data.length > visible ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => setVisible((count) => count + SIMILAR_PRODUCTS_STEP)}
              >
                View More Products
                <ChevronDown aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
