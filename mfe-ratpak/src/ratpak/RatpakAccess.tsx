import type { ReactNode } from 'react';

/** The early-access gate of the product `ratpak` around the page (the products' gate joins here). */
export function RatpakAccess({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
