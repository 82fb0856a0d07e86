import { loadSonner, sonnerRequested } from '@web/lib/toast';
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { Toaster } from 'sonner';

type ToasterProps = ComponentProps<typeof Toaster>;

/**
 * Sonner's toaster, mounted once the page is idle (or when the first toast loads sonner): nothing
 * of it is in the first chunk, and the server and the first client render agree (nothing).
 */
export function LazyToaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadSonner().then((sonner) => {
        if (!cancelled) setLoaded(() => sonner.Toaster);
      });
    // A toast asked for before the page is idle mounts the toaster at once.
    void sonnerRequested.then(load);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 1000);
      return () => {
        cancelled = true;
        window.clearTimeout(timer);
      };
    }
    const idle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(idle);
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}
