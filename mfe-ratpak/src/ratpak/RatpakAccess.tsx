import { ratpakApi } from '@gbc/contracts/ratpak';
import { EarlyAccessGate } from '@gbc/early-access';
import type { ReactNode } from 'react';

/**
 * /ratpak behind the early-access gate of the product `ratpak` (spec 2 §2, §4): the products' gate,
 * bundled with this remote, its requests stored by the ratpak service. The page renders in full under
 * it, so the server HTML carries the whole page and nothing moves when the gate opens or closes.
 */
export function RatpakAccess({ children }: { children: ReactNode }) {
  return (
    <>
      <EarlyAccessGate product="ratpak" requestPath={ratpakApi.accessRequests} />
      {children}
    </>
  );
}
