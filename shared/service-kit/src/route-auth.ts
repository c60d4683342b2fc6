import type { UserRole } from '@gbc/contracts';

/**
 * Who may call a route, declared in its route config (`config: { auth }`) and enforced by the kit's
 * auth plugin: anyone, another service holding the internal token, or a signed-in account with one
 * of `roles` (an empty list: any signed-in account), optionally one that passed its second factor.
 */
export type RouteAuth =
  | 'public'
  | 'internal'
  | { readonly roles: readonly UserRole[]; readonly aal?: 'aal2' };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}
