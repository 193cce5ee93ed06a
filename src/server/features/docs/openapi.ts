import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { ApiOperation, ApiReferenceResponse } from '#shared/contracts/docs';
import type { RegisteredRoute } from '#server/platform/access';
import { isApiPath } from '#server/platform/paths';
import { byAddress } from '#server/platform/route-docs';

/** The API's routes among those registered (decision 123): the API reference lists these. */
export function apiRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => isApiPath(route.url));
}

/** A zod schema as JSON Schema; what JSON Schema cannot say (a date, a transform) becomes "any". */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): Record<string, unknown> {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** Fastify's `/api/x/:id` and `/api/files/*` as OpenAPI's `/api/x/{id}` and `/api/files/{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}').replace(/\*$/, '{path}');
}

function parameters(schema: FastifySchema | undefined, url: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const add = (source: unknown, place: 'path' | 'query') => {
    const json = jsonSchemaOf(source, 'input');
    const properties = (json.properties ?? {}) as Record<string, unknown>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties))
      out.push({ name, in: place, required: place === 'path' || required.has(name), schema: property });
  };
  add(schema?.params, 'path');
  add(schema?.querystring, 'query');
  // A path parameter without a schema is still a parameter.
  for (const match of openApiPath(url).matchAll(/\{([A-Za-z0-9_]+)\}/g))
    if (!out.some((p) => p.in === 'path' && p.name === match[1]))
      out.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  return out;
}

function responses(schema: FastifySchema | undefined): ApiOperation['responses'] {
  const declared = (schema?.response ?? {}) as Record<string, unknown>;
  const out: ApiOperation['responses'] = {};
  for (const [status, body] of Object.entries(declared))
    out[status] = { description: `HTTP ${status}`, content: { 'application/json': { schema: jsonSchemaOf(body, 'output') } } };
  if (Object.keys(out).length === 0) out.default = { description: 'No response schema declared (a stream, a file or a redirect).' };
  return out;
}

/** The OpenAPI 3.1 document of the API's routes, each operation with its access policy (`x-access`). */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string): ApiReferenceResponse {
  const paths: ApiReferenceResponse['paths'] = {};
  for (const route of apiRoutes(routes).sort(byAddress)) {
    const path = openApiPath(route.url);
    const operation: ApiOperation = {
      summary: `${route.method} ${route.url}`,
      'x-access': route.access,
      'x-features': [...route.features],
      responses: responses(route.schema),
    };
    const params = parameters(route.schema, route.url);
    if (params.length > 0) operation.parameters = params;
    if (route.schema?.body)
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.schema.body, 'input') } } };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return { openapi: '3.1.0', info: { title: 'Recalibrate API', version }, paths };
}
