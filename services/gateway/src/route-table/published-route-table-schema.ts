import { type RemoteName, routeTableManifestKey } from '@gbc/site-map';
import { z } from 'zod';

/** A path pattern as the site map writes them: `/`, or `/`-separated static segments and `:params`. */
const pathPattern = z
  .string()
  .regex(/^\/$|^(\/(:[A-Za-z0-9_]+|[A-Za-z0-9._~-]+))+$/, 'must be a path pattern');
/** A brand file the remote serves, relative to its manifest (no scheme, no leading slash, no `..`). */
const relativeFile = z
  .string()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/, 'must be a file path relative to the manifest')
  .refine((file) => !file.split('/').includes('..'), 'must stay inside the remote');

/**
 * The route table a remote's build writes into `metaData.routes` of its `mf-manifest.json`. A remote
 * publishes only routes and redirects it owns; anything else makes the whole manifest unusable, so a
 * bad deploy keeps the remote's last good routes instead of half of them.
 */
export function publishedRouteTableSchema(remote: RemoteName) {
  const owner = z.literal(remote, `must be "${remote}", the remote that publishes it`);
  return z.object({
    routes: z.array(
      z.object({
        path: pathPattern,
        owner,
        title: z.string().trim().min(1),
        description: z.string().trim().min(1),
        indexed: z.boolean(),
        favicon: relativeFile,
        logo: relativeFile,
      }),
    ),
    redirects: z.array(z.object({ from: pathPattern, to: pathPattern, owner })),
  });
}

/** The part of an `mf-manifest.json` the gateway reads for routes. */
export function manifestRouteTableSchema(remote: RemoteName) {
  return z.object({ metaData: z.object({ [routeTableManifestKey]: publishedRouteTableSchema(remote) }) });
}
