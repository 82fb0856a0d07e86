import { API_REVIEWS } from '@shared/api-paths';
import type { OrderKind } from '@shared/orders/order-status';
import { isReviewSort, type ListingReviewsResponse, type ReviewSort } from '@shared/reviews/review';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface ListingReviewsQuery {
  kind: OrderKind;
  id: string;
  sort: ReviewSort;
  page: number;
}

export const listingReviewsQueryKey = (query: ListingReviewsQuery) =>
  ['reviews', 'listing', query.kind, query.id, query.sort, query.page] as const;

/** The request's URL, its parameters in one order (the server renders the first page with it). */
export function listingReviewsPath(query: ListingReviewsQuery): string {
  const params = new URLSearchParams({
    kind: query.kind,
    id: query.id,
    sort: query.sort,
    page: String(query.page),
  });
  return `${API_REVIEWS}?${params}`;
}

/** GET /api/reviews: one page of a deal's or product's published reviews. */
export function listingReviewsQuery(query: ListingReviewsQuery) {
  return queryOptions({
    queryKey: listingReviewsQueryKey(query),
    queryFn: ({ signal }) => api<ListingReviewsResponse>(listingReviewsPath(query), { signal }),
    staleTime: 60_000,
  });
}

export function useListingReviews(query: ListingReviewsQuery) {
  return useQuery({ ...listingReviewsQuery(query), placeholderData: keepPreviousData });
}

/** The review list's order and page, as the page's URL spells them (`?reviews=helpful&reviewsPage=2`). */
export function reviewsPageOf(params: URLSearchParams): { sort: ReviewSort; page: number } {
  const sort = params.get('reviews');
  const page = Number(params.get('reviewsPage'));
  return {
    sort: isReviewSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
