import { useEffect, useRef, useState } from 'react';
import { sendOrQueue } from './offline-queue';

/**
 * A form's send that survives a lost connection (docs/decisions/046): each submission gets its own
 * Idempotency-Key; offline it is queued, `queued` turns true (the form says it will be sent when
 * the connection returns) and the send resolves when it lands, so the form shows its reference.
 */
export function useOfflineSubmit<Values, Result>(path: string, label: string) {
  const [queued, setQueued] = useState(false);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const send = async (values: Values): Promise<Result> => {
    try {
      return await sendOrQueue<Result>(
        { path, body: values, label },
        { onQueued: () => setQueued(true), isOpen: () => open.current },
      );
    } finally {
      if (open.current) setQueued(false);
    }
  };
  return { send, queued };
}
