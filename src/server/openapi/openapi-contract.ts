import { z } from 'zod';
import { errorAnswers } from '../http/response-contract.ts';
import type { RouteContract } from '../http/route-contract.ts';

/** The files the reference page loads: Swagger UI's own, from its npm package, and our script and colours. */
export const REFERENCE_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'reference.js', 'reference.css'] as const;

export const openApiRoute = {
  method: 'GET',
  path: '/api/openapi.json',
  tag: 'Reference',
  summary: 'This document: every route, as OpenAPI 3.1',
  description: 'Built on first request from the same declarations the routes check their answers against, then kept.',
  access: 'public',
  responses: {
    ...errorAnswers(),
    200: z.looseObject({
      openapi: z.literal('3.1.0'),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.looseObject({ responses: z.record(z.string(), z.unknown()) }))),
      components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
    }),
  },
} as const satisfies RouteContract;

export const referencePageRoute = {
  method: 'GET',
  path: '/api/reference',
  tag: 'Reference',
  summary: 'The API reference page',
  description: 'Swagger UI, served from its npm package (never a CDN), reading `GET /api/openapi.json`; a Content-Security-Policy of its own.',
  access: 'public',
  responses: errorAnswers(),
  otherAnswers: { 200: { description: 'The page.', content: { 'text/html': {} } } },
} as const satisfies RouteContract;

export const referenceFileRoute = {
  method: 'GET',
  path: '/api/reference/:file',
  tag: 'Reference',
  summary: "The reference page's own files",
  description: `One of ${REFERENCE_FILES.map((file) => `\`${file}\``).join(', ')}; any other name is 404.`,
  access: 'public',
  request: { params: z.object({ file: z.enum(REFERENCE_FILES) }) },
  responses: errorAnswers(404),
  otherAnswers: { 200: { description: 'The file.', content: { 'text/css': {}, 'text/javascript': {} } } },
} as const satisfies RouteContract;
