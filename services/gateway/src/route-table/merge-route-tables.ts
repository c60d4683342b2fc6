import {
  type PublishedRoute,
  type RemoteName,
  type RouteOwner,
  type RouteRedirect,
  type RouteTable,
  remoteNames,
} from '@gbc/site-map';

/** A path pattern two owners published; the first keeps it. */
export interface RouteConflict {
  path: string;
  keptBy: RouteOwner;
  refused: RouteOwner;
}

export interface MergeInput {
  /** The table compiled into this gateway: the shell's routes, and each remote's until it publishes. */
  compiled: RouteTable;
  /** What each remote's manifest says now; a remote left out has no usable manifest. */
  published: Partial<Record<RemoteName, RouteTable>>;
  /** The last table each remote published successfully, used while its manifest is missing or broken. */
  lastGood: Partial<Record<RemoteName, RouteTable>>;
  /** The table served until now (default: the compiled one): an owner keeps the paths it had there. */
  previous?: RouteTable;
}

export interface MergedRouteTable {
  table: RouteTable;
  conflicts: RouteConflict[];
}

/** `/vignettes/:slug` and `/vignettes/:id` are the same path to a router. */
function claimKey(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, ':');
}

function ownedBy(table: RouteTable, owner: RouteOwner): RouteTable {
  return {
    routes: table.routes.filter((route) => route.owner === owner),
    redirects: table.redirects.filter((redirect) => redirect.owner === owner),
  };
}

/**
 * The site's route table from what each owner publishes: the shell's routes as compiled, each remote's
 * from its manifest, else its last good table, else the compiled site map's (so its pages show the
 * unavailable panel, never a 404). A path (route or redirect source) claimed by two owners stays with
 * the one that had it before (in the table served until now, at start the compiled site map), else
 * the shell, else the remote listed first in `remoteNames`; the other claim is refused and reported.
 * Refusing to start instead would let one remote's bad deploy take the whole site down.
 */
export function mergeRouteTables({
  compiled,
  published,
  lastGood,
  previous = compiled,
}: MergeInput): MergedRouteTable {
  const contributions: [RouteOwner, RouteTable][] = [
    ['shell', ownedBy(compiled, 'shell')],
    ...remoteNames.map((remote): [RouteOwner, RouteTable] => [
      remote,
      published[remote] ?? lastGood[remote] ?? ownedBy(compiled, remote),
    ]),
  ];
  const earlierOwner = new Map<string, RouteOwner>();
  for (const route of previous.routes) earlierOwner.set(claimKey(route.path), route.owner);
  for (const redirect of previous.redirects) earlierOwner.set(claimKey(redirect.from), redirect.owner);
  const rank = (owner: RouteOwner, path: string) =>
    earlierOwner.get(claimKey(path)) === owner ? -1 : owner === 'shell' ? 0 : remoteNames.indexOf(owner) + 1;

  const claims = new Map<string, RouteOwner>();
  for (const [owner, table] of contributions) {
    for (const path of [...table.routes.map((r) => r.path), ...table.redirects.map((r) => r.from)]) {
      const key = claimKey(path);
      const holder = claims.get(key);
      if (holder === undefined || (holder !== owner && rank(owner, path) < rank(holder, path))) {
        claims.set(key, owner);
      }
    }
  }

  const conflicts: RouteConflict[] = [];
  const routes: PublishedRoute[] = [];
  const redirects: RouteRedirect[] = [];
  const keep = (owner: RouteOwner, path: string): boolean => {
    const keptBy = claims.get(claimKey(path)) as RouteOwner;
    if (keptBy !== owner) conflicts.push({ path, keptBy, refused: owner });
    return keptBy === owner;
  };
  for (const [owner, table] of contributions) {
    routes.push(...table.routes.filter((route) => keep(owner, route.path)));
    redirects.push(...table.redirects.filter((redirect) => keep(owner, redirect.from)));
  }
  return { table: { routes, redirects }, conflicts };
}
