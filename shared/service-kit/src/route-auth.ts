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

/** The signed-in form of `RouteAuth`. */
export type SignedInRouteAuth = Exclude<RouteAuth, string>;

/** One route of a host as the auth plugin recorded it (see `FastifyInstance.declaredRouteAuth`). */
export interface DeclaredRouteAuth {
  method: string;
  url: string;
  auth: RouteAuth;
}

/** True for routes only admins may call: the admin OpenAPI document lists them, the public one does not. */
export const isAdminRouteAuth = (auth: RouteAuth | undefined): boolean =>
  typeof auth === 'object' && auth.roles.includes('admin');

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}
