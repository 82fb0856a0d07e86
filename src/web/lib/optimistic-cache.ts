import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The cache of one query as a series of changes sees it (mutations that share `mutationKey` and one
 * scope, so they run one after another). Optimistic changes show at once; the server's answer
 * replaces them only when it answers the last change still running (an earlier answer would
 * briefly undo a later tap); after a failure the query is read again from the server.
 */
export function optimisticCache<Data>(
  queryClient: QueryClient,
  keys: { queryKey: QueryKey; mutationKey: MutationKey },
) {
  const { queryKey, mutationKey } = keys;
  return {
    async change(update: (data: Data) => Data): Promise<void> {
      await queryClient.cancelQueries({ queryKey });
      const current = queryClient.getQueryData<Data>(queryKey);
      if (current) queryClient.setQueryData<Data>(queryKey, update(current));
    },
    settle(answer: Data): void {
      // The mutation answering is still counted as running.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData<Data>(queryKey, answer);
    },
    reload(): Promise<void> {
      return queryClient.invalidateQueries({ queryKey });
    },
    set(data: Data): void {
      queryClient.setQueryData<Data>(queryKey, data);
    },
  };
}
