import { QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query reads the signed-in person's data (cart, orders...): reset on sign-in and sign-out. */
      userScoped?: boolean;
    };
    mutationMeta: {
      /**
       * The mutation changes the signed-in person's data (their cart): paused for want of a
       * connection, it is kept across a reload for that person only, and forgotten on sign-out
       * (`paused-changes.ts`).
       */
      userScoped?: boolean;
    };
  }
}

/**
 * Mark a query as reading the signed-in person's data, or a mutation as changing it:
 * `useQuery({ ..., meta: USER_SCOPED })`, `useMutation({ ..., meta: USER_SCOPED })`.
 */
export const USER_SCOPED = { userScoped: true } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** After the session changes, forget (and refetch where shown) everything read for the previous person. */
export function resetUserScopedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => query.meta?.userScoped === true });
}
