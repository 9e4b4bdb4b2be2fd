import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { LIMITS } from '../http/limits.ts';
import { checkRoute } from '../http/route-contract.ts';
import { projectPath } from '../project-paths.ts';
import { DECLARED_ROUTES, NAMED_SCHEMAS } from './declared-routes.ts';
import { openApiRoute, referenceFileRoute, referencePageRoute } from './openapi-contract.ts';
import { openApiDocument } from './openapi-document.ts';
import { REFERENCE_PAGE, REFERENCE_SCRIPT, REFERENCE_STYLE } from './reference-page.ts';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DESCRIPTION = `The HTTP API of Apostolic Sermon Studio, as this server declares it: every answer a route gives in development and tests is checked against the schemas below (decisions 0037 and 0038).

- **Errors** are \`{error}\`: a sentence in the language of \`Accept-Language\` (English or Spanish), plus details some carry (\`fields\` on refused input, \`code\` where a client decides by it).
- **Sessions** live in an httpOnly cookie set by sign-in or sign-up (\`sermon-studio.session_token\`, \`__Secure-\` prefixed under https); no body ever carries the token. Accounts run on [better-auth](https://www.better-auth.com/docs) behind our own checks.
- **Every state-changing request from another origin** is refused with 403; a path or query with a control character, or a JSON body with a NUL or nested deeper than ${LIMITS.jsonDepth}, with 400.
- **Bodies** are limited to ${LIMITS.apiBodyBytes / 1024} KB unless a route says otherwise (413 beyond).`;

/** GET /api/openapi.json and the reference page that reads it (decision 0038), behind no login. */
export function openApiRoutes() {
  let document: string | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', checkRoute(openApiRoute), (c) => {
      // Built on first request, then kept: nothing in it changes while the process runs.
      document ??= JSON.stringify(openApiDocument(DECLARED_ROUTES, { title: 'Apostolic Sermon Studio API', version: packageVersion(), description: DESCRIPTION, named: NAMED_SCHEMAS, sessionCookie: 'sermon-studio.session_token' }));
      return c.body(document, 200, { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-cache' });
    })
    .get('/reference', checkRoute(referencePageRoute), (c) => c.html(REFERENCE_PAGE, 200, { 'Cache-Control': 'no-cache' }))
    .get('/reference/:file', checkRoute(referenceFileRoute), async (c) => {
      const asked = referenceFileRoute.request.params.safeParse(c.req.param());
      if (!asked.success) return apiError(c, 404, 'not_found');
      const { file } = asked.data;
      const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
      const headers = { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' };
      if (file === 'reference.js') return c.body(REFERENCE_SCRIPT, 200, headers);
      if (file === 'reference.css') return c.body(REFERENCE_STYLE, 200, headers);
      // Read when asked, not kept: the page is for developers, the process's memory for members.
      const body = await fs.readFile(path.join(SWAGGER_UI_DIR, file)).catch(() => null);
      if (!body) return apiError(c, 404, 'not_found');
      return c.body(new Uint8Array(body), 200, headers);
    });
}

let version: string | undefined;
function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;
  return version;
}
