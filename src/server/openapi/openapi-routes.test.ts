import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import { sessionRoute } from '../auth/account-contract.ts';
import { declarationCheckedBy } from '../http/route-contract.ts';
import { DECLARED_ROUTES } from './declared-routes.ts';
import { openApiPath } from './openapi-document.ts';
import { apiOf, apiUrls, bodyOf } from '#tests/support/api-client.ts';

/** What these tests read of openapi.json, checked as they read it (the validator below checks the rest). */
const operationSchema = z.looseObject({ parameters: z.array(z.looseObject({ name: z.string(), in: z.string() })).optional(), responses: z.record(z.string(), z.unknown()).optional() });
const openApiSchema = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

/** Every `$ref` anywhere in a JSON value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

/** The value a local `$ref` ("#/components/schemas/Sermon") points at, or undefined. */
function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), document);
}

describeEachDatabase('route contracts and openapi.json', (ctx) => {
  const readDocument = async () => bodyOf(await apiOf(ctx())['openapi.json'].$get(), openApiSchema);

  it('declares every /api route the app serves, checks its answers by that declaration, and lists it in openapi.json', async () => {
    const document = await readDocument();
    const registered = new Map<string, unknown[]>();
    for (const route of ctx().app.routes) {
      // `ALL` entries are middleware (app.use) and the JSON 404 fallbacks, not operations.
      if (route.method === 'ALL') continue;
      const key = `${route.method} ${route.path}`;
      registered.set(key, [...(registered.get(key) ?? []), route.handler]);
    }
    const apiRoutes = [...registered.keys()].filter((key) => key.split(' ')[1]!.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(30);
    for (const key of apiRoutes) {
      const [method, path] = key.split(' ') as [string, string];
      const handlers = registered.get(key)!;
      const declared = handlers.map(declarationCheckedBy).find(Boolean);
      expect(declared, `${key} has no contract`).toBeDefined();
      expect(`${declared!.method} ${declared!.path}`, `${key} is checked by another route's contract`).toBe(key);
      expect(document.paths[openApiPath(path)]?.[method.toLowerCase()], `${key} is missing from openapi.json`).toBeDefined();
    }
    // And nothing is declared that the app does not serve.
    for (const route of DECLARED_ROUTES) expect(registered.has(`${route.method} ${route.path}`), `${route.method} ${route.path} is declared but not served`).toBe(true);
    const operations = Object.values(document.paths).flatMap((operations) => Object.keys(operations));
    expect(operations).toHaveLength(DECLARED_ROUTES.length);
  });

  it('serves openapi.json as a structurally valid OpenAPI 3.1 document, behind no login', async () => {
    const answer = await apiOf(ctx())['openapi.json'].$get();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const document = await bodyOf(answer, openApiSchema);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path} has no responses`).toBeGreaterThan(0);
        // Each {name} in the path is a declared path parameter.
        for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) expect(operation.parameters?.some((p) => p.in === 'path' && p.name === name), `${method} ${path}: {${name}}`).toBe(true);
      }
    }
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) expect(resolve(document, ref), `${ref} does not resolve`).toBeDefined();
  });

  it('documents a route with its request, its answers, its errors and its limits', async () => {
    const document = await readDocument();
    // The document's own keys (OpenAPI's `{id}` form) are what is read here, so they stay strings.
    const save = document.paths['/api/sermons/{id}']!.put!;
    expect(save.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { $ref: expect.stringMatching(/^#\/components\/schemas\//) } } } });
    expect(Object.keys(save.responses as object)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '422', '429', '500', '503']));
    expect(save.description).toContain('Bodies up to 2 MB');
    expect(save.security).toEqual([{ session: [] }]);
    const contact = document.paths['/api/contact']!.post!;
    expect(contact.description).toContain('At most 10 requests per 15 minutes per client address');
    const generate = document.paths['/api/sermons/generate']!.post!;
    expect(generate.responses).toMatchObject({ 200: { content: { 'text/event-stream': { schema: { $ref: expect.any(String) } } } }, 201: { content: { 'application/json': {} } } });
    // The same sermon shape end to end: every answer that is a sermon refers to one component.
    expect(document.paths['/api/sermons/{id}']!.get!.responses).toMatchObject({ 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Sermon' } } } } });
  });

  it('builds openapi.json once and answers the same document after', async () => {
    const first = await (await ctx().app.request(apiUrls['openapi.json'].$url())).text();
    const second = await (await ctx().app.request(apiUrls['openapi.json'].$url())).text();
    expect(second).toBe(first);
  });

  it('serves the reference page and its files from npm, under the app\'s own policy', async () => {
    const page = await ctx().app.request(apiUrls.reference.$url());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(apiUrls.reference[':file'].$url({ param: { file: 'swagger-ui-bundle.js' } }).pathname);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/https?:\/\//);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toBe((await ctx().app.request('/en')).headers.get('content-security-policy'));
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe');
    const bundle = await ctx().app.request(apiUrls.reference[':file'].$url({ param: { file: 'swagger-ui-bundle.js' } }));
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await ctx().app.request(apiUrls.reference[':file'].$url({ param: { file: 'swagger-ui.css' } }))).headers.get('content-type')).toContain('text/css');
    expect((await ctx().app.request(apiUrls.reference[':file'].$url({ param: { file: 'reference.js' } }))).status).toBe(200);
    for (const name of ['package.json', '..%2Fpackage.json', 'index.html']) expect((await ctx().app.request(apiUrls.reference[':file'].$url({ param: { file: name } }))).status, name).toBe(404);
  });

  describe('a route answering what its contract does not declare', () => {
    const declared = sessionRoute.responses as Record<number, z.core.$ZodType>;
    const original = declared[200]!;
    afterEach(() => {
      declared[200] = original;
    });

    it('fails loudly as a 500 naming the route, through the whole app', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      // The handler answers `{user: null}` signed out; a contract that wants more must refuse it.
      declared[200] = z.strictObject({ user: z.null(), since: z.string() });
      const answer = await ctx().app.request(apiUrls.session.$url());
      expect(answer.status).toBe(500);
      expect(await answer.json()).toMatchObject({ contract: expect.stringContaining('GET /api/session answered 200: since') });
      expect(ctx().logs.some((line) => String(line.msg).includes('response breaks its contract: GET /api/session'))).toBe(true);
      delete declared[200];
      const undeclared = await ctx().app.request(apiUrls.session.$url());
      expect(await undeclared.json()).toMatchObject({ contract: expect.stringContaining('status 200 is not declared') });
      error.mockRestore();
      // Broken on purpose: taken out of the log the suite checks for broken contracts at its end.
      const logs = ctx().logs;
      logs.splice(0, logs.length, ...logs.filter((line) => !String(line.msg).startsWith('response breaks its contract')));
    });

    it('passes the same answer once the contract declares it', async () => {
      const answer = await ctx().app.request(apiUrls.session.$url());
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ user: null });
    });
  });
});
