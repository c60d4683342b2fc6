/**
 * Path helpers for a service mounted at `/api/<service>`: `api(pattern)` makes a route pattern absolute,
 * `encode` makes a value safe as one path segment. Zod-free, as first-load code imports the API paths.
 */
export function serviceApiPaths<const Service extends string>(service: Service) {
  const prefix = `/api/${service}` as const;
  return {
    prefix,
    api: (pattern: string) => `${prefix}${pattern}`,
    encode: (segment: string) => encodeURIComponent(segment),
  };
}
