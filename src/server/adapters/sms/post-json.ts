/** A gateway that stops answering fails the attempt (retried later) instead of holding the job. */
const GATEWAY_TIMEOUT_MS = 30_000;

/**
 * POSTs JSON to an SMS gateway and returns its JSON answer; throws on a network error, a timeout or
 * an HTTP error status (the message says which, never the credentials).
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  payload: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal: signal
      ? AbortSignal.any([signal, AbortSignal.timeout(GATEWAY_TIMEOUT_MS)])
      : AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`SMS gateway answered something other than JSON: ${text.slice(0, 200)}`);
  }
}
