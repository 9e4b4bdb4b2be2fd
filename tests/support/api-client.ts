import { hc } from 'hono/client';
import { testClient } from 'hono/testing';
import type { AppType } from '#server/app.ts';
import { z } from 'zod';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import type { TestContext } from './test-app.ts';

/**
 * The app's API as the browser's client sees it (decision 0042): `hc` over `app.request`, typed from
 * the routes, so a test names a route by its path in the type (`api.sermons[':id'].$get`), never by a
 * string, and the compiler holds its parameters, query and body to the route's validators.
 */
export function apiOf(ctx: Pick<TestContext, 'app'>) {
  return testClient(ctx.app).api;
}

/*
 * A request the typed client would not send (a body that is not JSON or not the route's shape, a raw
 * webhook body) still names its route by type: `ctx.app.request(api.billing.cancel.$url(), init)`.
 */

/**
 * The routes' addresses by type, for a request sent as is: `app.request(apiUrls.contact.$url(), init)`.
 * For a spawned server (the security and reliability suites) `$path()` gives the path and query alone,
 * which `send(server.url, path)` puts on the server's own address.
 */
export const apiUrls = hc<AppType>('http://localhost').api;

/** The routes' full addresses on a spawned server, by type: `httpRequest(servedApi(server.url).me.$url().href)`. */
export function servedApi(baseUrl: string) {
  return hc<AppType>(baseUrl).api;
}

/** What a browser sends with every call: its cookies, and any other header (an address, a language). */
export function browser(cookie: string, headers: Record<string, string> = {}) {
  return { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } };
}

/** An answer's body read with the shared schema the client reads it with, never cast: a wrong shape fails the test. */
export async function bodyOf<Schema extends z.core.$ZodType>(response: { json(): Promise<unknown> }, schema: Schema): Promise<z.output<Schema>> {
  return z.parse(schema, await response.json());
}

/** An error answer's body: `{error, fields?}` and whatever details the route adds. */
export function errorOf(response: { json(): Promise<unknown> }) {
  return bodyOf(response, apiErrorSchema);
}
