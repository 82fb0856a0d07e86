import type { GhanaRegion } from '@shared/ghana-regions';
import { usePrefillFields } from '@web/lib/prefill';
import { useRef, useState } from 'react';

/**
 * The checkout's region, which sets the delivery fee (ADR 040): Greater Accra at first, then the
 * saved default address's region (ADR 039) unless the shopper has already chosen one.
 */
export function useCheckoutRegion(): [GhanaRegion, (region: GhanaRegion) => void] {
  const [region, setRegion] = useState<GhanaRegion>('greater-accra');
  const chosen = useRef(false);
  usePrefillFields(
    (saved) => ({ region: saved.region }),
    (_field, saved) => {
      if (!chosen.current) setRegion(saved as GhanaRegion);
    },
  );
  const choose = (next: GhanaRegion) => {
    chosen.current = true;
    setRegion(next);
  };
  return [region, choose];
}
