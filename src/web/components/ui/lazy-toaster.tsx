import { loadSonner, sonnerRequested } from '@web/lib/toast';
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { Toaster } from 'sonner';

type ToasterProps = ComponentProps<typeof Toaster>;

/**
 * Sonner's toaster, mounted when the first toast loads sonner (ADR 048): nothing of it is in a
 * route's first load, and the server and the first client render agree (nothing). The service
 * worker precaches its chunk (vite.config.ts), so a toast shows offline too.
 */
export function LazyToaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadSonner().then((sonner) => {
        if (!cancelled) setLoaded(() => sonner.Toaster);
      });
    void sonnerRequested.then(load);
    return () => {
      cancelled = true;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}
