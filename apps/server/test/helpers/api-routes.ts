import type { TestApp } from './test-app';

/** The subset of JSON Schema that the route schemas use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};

export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the OpenAPI path, e.g. /api/moods/{id} */
  path: string;
  /** `METHOD path`, the name tests use for a route */
  key: string;
  /** the document says the route needs a session */
  secured: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** the JSON body schema, when the route declares one */
  body?: JsonSchema;
  /** media types the route says it consumes */
  consumes: string[];
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every API route, read from the OpenAPI document the app serves at /api/docs. */
export function apiRoutes(t: TestApp): ApiRoute[] {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method as ApiRoute['method'],
        path,
        key: `${method} ${path}`,
        secured: (operation.security ?? []).length > 0,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema,
        consumes: Object.keys(operation.requestBody?.content ?? {}),
      });
    }
  }
  return routes;
}

/** A route's path with its parameters filled in (values are URI-encoded here). */
export function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Why an answer is not the app's error shape — JSON `{message, errors?: [{path, message}]}` and
 * nothing else — or null when it is.
 */
/** Wording of the validation library, meant for developers: a page must never show it. */
const LIBRARY_TEXT =
  /Too (small|big)|Invalid (input|option|string|type|literal|union|enum|element|key)\b|Invalid (email address|UUID|uuid|URL|url|ISO)|Unrecognized key|expected \w+(, received| to have)|Expected \w+, received|^Required$|must (contain|match) (at least|pattern)/;

export function errorShapeProblem(res: Answer): string | null {
  const type = String(res.headers['content-type'] ?? '');
  if (!/^application\/json\b/.test(type)) return `content-type is "${type}", not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `the body is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return `the body is not an object: ${res.body.slice(0, 200)}`;
  const extra = Object.keys(body).filter((k) => k !== 'message' && k !== 'errors');
  if (extra.length) return `unexpected keys ${extra.join(', ')} in ${res.body.slice(0, 200)}`;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || message.trim() === '')
    return `no message in ${res.body.slice(0, 200)}`;
  if (LIBRARY_TEXT.test(message)) return `the validation library's wording "${message}"`;
  if (errors === undefined) return null;
  if (!Array.isArray(errors)) return `errors is not a list in ${res.body.slice(0, 200)}`;
  for (const item of errors as unknown[]) {
    const ok =
      typeof item === 'object' &&
      item !== null &&
      Object.keys(item).every((k) => k === 'path' || k === 'message') &&
      typeof (item as { path?: unknown }).path === 'string' &&
      typeof (item as { message?: unknown }).message === 'string';
    if (!ok) return `a field error is not {path, message}: ${JSON.stringify(item).slice(0, 200)}`;
    const text = (item as { message: string }).message;
    if (LIBRARY_TEXT.test(text)) return `the validation library's wording "${text}"`;
  }
  return null;
}
