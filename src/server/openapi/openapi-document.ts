import { z } from 'zod';
import type { RouteContract } from '../http/route-contract.ts';

type JsonObject = Record<string, unknown>;

interface DocumentOptions {
  title: string;
  version: string;
  description: string;
  /** Schemas shared by several routes, shown once under these names and referred to elsewhere. */
  named: Readonly<Record<string, z.core.$ZodType>>;
  /** The session cookie, for the routes that need a member. */
  sessionCookie: string;
}

const STATUS_WORDS: Record<number, string> = {
  200: 'OK.',
  201: 'Created.',
  204: 'Done; no body.',
  400: 'Refused input: `fields` maps each field at fault to a code.',
  401: 'No session: sign in first.',
  403: 'Forbidden: another origin, or a subscription is needed.',
  404: 'Not found (or not the member\'s).',
  409: 'Conflict with the current state.',
  413: 'The body is too large.',
  415: 'The body is not JSON.',
  422: 'Understood, but it names something that does not exist.',
  429: 'Too many requests: see Retry-After.',
  500: 'Server error: try again.',
  502: 'A provider (payment, language model) failed.',
  503: 'Unavailable for a moment (database): see Retry-After.',
};

/**
 * An OpenAPI 3.1 document of the declared routes (decision 0038): zod's own JSON Schema (2020-12,
 * the dialect OpenAPI 3.1 uses) for every body, parameter and answer. Requests are written as
 * input (defaults optional), answers as output; a shared schema is one component in each.
 */
export function openApiDocument(routes: readonly RouteContract[], options: DocumentOptions): JsonObject {
  const answers = new Components('');
  const inputs = new Components('Input');
  for (const [name, schema] of Object.entries(options.named)) {
    answers.prefer(schema, name);
    inputs.prefer(schema, name);
  }
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const operationId = operationName(route);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, operationId, answers, inputs);
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description },
    paths,
    components: {
      schemas: { ...answers.toJsonSchema('output'), ...inputs.toJsonSchema('input') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie, description: 'The httpOnly session cookie set by sign-in or sign-up.' } },
    },
  };
}

function operation(route: RouteContract, operationId: string, answers: Components, inputs: Components): JsonObject {
  const request = route.request ?? {};
  const parameters = [...parameterList(request.params, 'path'), ...parameterList(request.query, 'query')];
  const responses: Record<string, JsonObject> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    if (!schema) continue;
    responses[status] = { description: STATUS_WORDS[Number(status)] ?? `HTTP ${status}.`, content: { 'application/json': { schema: answers.ref(schema, `${operationId}${status}`) } } };
  }
  for (const [status, answer] of Object.entries(route.otherAnswers ?? {})) {
    const content = answer.content
      ? Object.fromEntries(
          Object.entries(answer.content).map(([type, body]) => [type, { ...(body.schema ? { schema: answers.ref(body.schema, `${operationId}${status}Event`) } : {}), ...(body.description ? { description: body.description } : {}) }]),
        )
      : undefined;
    responses[status] = { description: answer.description, ...(content ? { content } : {}) };
  }
  const limits = route.limits?.length ? `\n\n**Limits.** ${route.limits.join(' ')}` : '';
  return {
    operationId,
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description ?? ''}${limits}`.trim(),
    ...(route.access === 'public' ? {} : { security: [{ session: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(request.body
      ? { requestBody: { required: !request.bodyOptional, content: { [request.bodyMediaType ?? 'application/json']: { schema: inputs.ref(request.body, `${operationId}Body`) } } } }
      : {}),
    responses,
  };
}

/** One parameter per property of a params or query schema, each with its own JSON Schema. */
function parameterList(schema: z.core.$ZodType | undefined, place: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || (json.required ?? []).includes(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** `/api/sermons/:id` → `/api/sermons/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** `PUT /api/sermons/:id` → `putApiSermonsById`. */
function operationName(route: RouteContract): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/**
 * The schemas of one direction (answers or inputs), each once: a shared one under its name (with
 * the direction's suffix), any other named by its first use. Only what some route uses is written.
 */
class Components {
  private readonly registry = z.registry<{ id: string }>();
  private readonly preferred = new Map<z.core.$ZodType, string>();
  private readonly used = new Set<string>();
  private readonly suffix: string;
  constructor(suffix: string) {
    this.suffix = suffix;
  }

  prefer(schema: z.core.$ZodType, name: string): void {
    this.preferred.set(schema, `${name}${this.suffix}`);
  }

  ref(schema: z.core.$ZodType, name: string): JsonObject {
    if (!this.registry.has(schema)) this.registry.add(schema, { id: this.preferred.get(schema) ?? name });
    const id = this.registry.get(schema)!.id;
    this.used.add(id);
    return { $ref: `#/components/schemas/${id}` };
  }

  toJsonSchema(io: 'input' | 'output'): Record<string, JsonObject> {
    // Shared schemas are named wherever they sit inside another, so each is written once.
    for (const [schema, id] of this.preferred) if (!this.registry.has(schema)) this.registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(this.registry, { io, unrepresentable: 'throw', uri: (id) => `#/components/schemas/${id}` });
    const reachable = new Set<string>();
    const visit = (id: string) => {
      if (reachable.has(id) || !schemas[id]) return;
      reachable.add(id);
      for (const match of JSON.stringify(schemas[id]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) visit(match[1]!);
    };
    for (const id of this.used) visit(id);
    // Each is a component of this document, not a JSON Schema document of its own.
    return Object.fromEntries(
      [...reachable].sort().map((id) => {
        const { $schema: _schema, $id: _id, ...schema } = schemas[id]!;
        return [id, schema as JsonObject];
      }),
    );
  }
}
