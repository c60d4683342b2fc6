/**
 * Where the server renderer sends a root-relative `/api/<service>/...` path: straight to that service,
 * the path unchanged as the proxy forwards it. Unknown services stay relative and fail like any
 * unreachable call (the page then renders its empty or error state and is not cached).
 */
export function serviceUrlFor(services: Readonly<Record<string, string>>): (path: string) => string {
  return (path) => {
    const service = /^\/api\/([^/?#]+)/.exec(path)?.[1];
    const base = service === undefined ? undefined : services[service];
    return base === undefined ? path : `${base.replace(/\/+$/, '')}${path}`;
  };
}
