import { useEffect, useRef, useState } from 'react';
import type { SubmissionMethod } from './outbox-store';

/** Where a submission goes and what it carries, when that depends on the values (an address's own path). */
export interface SubmissionTarget {
  path: string;
  method: SubmissionMethod;
  body: unknown;
}

/**
 * A form's send that survives a lost connection (docs/decisions/046): each submission gets its own
 * Idempotency-Key; offline it is queued, `queued` turns true (the form says it will be sent when
 * the connection returns) and the send resolves when it lands, so the form shows its reference.
 * `target` is a path (the values are POSTed to it) or the request the values make.
 * `sendTelling(values, onQueued)` is the same send that also tells its caller when this submission
 * waited (the checkout then leaves the payment for the shopper to start once it has landed).
 */
export function useOfflineSubmit<Values, Result>(
  target: string | ((values: Values) => SubmissionTarget),
  label: string,
) {
  const [queued, setQueued] = useState(false);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const sendTelling = async (values: Values, onQueued?: () => void): Promise<Result> => {
    const request =
      typeof target === 'string' ? { path: target, method: 'POST' as const, body: values } : target(values);
    try {
      // The queue is loaded after the first screen by the app and precached by the worker (ADR
      // 046, 052): a form's page need not carry it in its first load.
      const { sendOrQueue } = await import('./offline-queue');
      return await sendOrQueue<Result>(
        { ...request, label },
        {
          onQueued: () => {
            setQueued(true);
            onQueued?.();
          },
          isOpen: () => open.current,
        },
      );
    } finally {
      if (open.current) setQueued(false);
    }
  };
  // Alone: a mutation function is called with a second argument of its own.
  const send = (values: Values) => sendTelling(values);
  return { send, sendTelling, queued };
}
