import fastifySwagger from '@fastify/swagger';
import { brand } from '@gbc/brand';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isAdminRouteAuth, type RouteAuth } from './route-auth.js';

/** Tag that marks an operation declared for admins only; it decides which document lists it. */
export const adminOperationTag = 'admin';

type Operation = { tags?: string[] };
type OpenApiDocument = { paths?: Record<string, Record<string, Operation | unknown>> };

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A copy of `document` with only the operations `keep` accepts; paths left empty are dropped. */
function filterOperations(
  document: OpenApiDocument,
  keep: (operation: Operation) => boolean,
): OpenApiDocument {
  const copy = structuredClone(document);
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (httpMethods.has(method) && !keep(operation as Operation)) delete item[method];
    }
    if (!Object.keys(item).some((key) => httpMethods.has(key))) delete copy.paths?.[path];
  }
  return copy;
}

const adminDocumentAuth: RouteAuth = { roles: ['admin'], aal: 'aal2' };

const isAdminOperation = (operation: Operation) => operation.tags?.includes(adminOperationTag) ?? false;

/**
 * A service's OpenAPI documents, registered in its scope so they describe its routes only:
 * `openapi.json` lists public routes and is public; `openapi.admin.json` lists the admin routes and
 * answers only to the admin role, so the public never learns what the admin surface looks like.
 */
export async function registerOpenApiDocuments(scope: FastifyInstance, serviceName: string): Promise<void> {
  await scope.register(fastifySwagger, {
    openapi: { info: { title: `${brand.abbreviation} ${serviceName} service`, version: '1.0.0' } },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!isAdminRouteAuth(input.route.config?.auth)) return transformed;
      const schema = (transformed.schema ?? {}) as { tags?: string[] };
      return { ...transformed, schema: { ...schema, tags: [...(schema.tags ?? []), adminOperationTag] } };
    },
  });
  let publicDocument: OpenApiDocument | undefined;
  let adminDocument: OpenApiDocument | undefined;
  scope.get('/openapi.json', { schema: { hide: true }, config: { auth: 'public' } }, async () => {
    publicDocument ??= filterOperations(scope.swagger() as OpenApiDocument, (op) => !isAdminOperation(op));
    return publicDocument;
  });
  scope.get(
    '/openapi.admin.json',
    { schema: { hide: true }, config: { auth: adminDocumentAuth } },
    async () => {
      adminDocument ??= filterOperations(scope.swagger() as OpenApiDocument, isAdminOperation);
      return adminDocument;
    },
  );
}
