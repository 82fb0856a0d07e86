import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Sends one service form to its endpoint (e.g. /api/requests/contact); resolves with the reference. */
export function submitRequest(path: string, values: unknown): Promise<SubmittedRequest> {
  return api<SubmittedRequest>(path, { method: 'POST', body: values });
}

export function useSubmitRequest<Values>(path: string) {
  return useMutation({ mutationFn: (values: Values) => submitRequest(path, values) });
}
