/**
 * The API reference page: Swagger UI from its npm package (swagger-ui-dist, served by
 * openapi-routes.ts), reading /api/openapi.json. No inline script: the page's own CSP
 * (REFERENCE_PAGE_CSP) allows scripts from this server only.
 */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Apostolic Sermon Studio</title>
<link rel="stylesheet" href="/api/reference/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="API reference"></main>
<script src="/api/reference/swagger-ui-bundle.js"></script>
<script src="/api/reference/reference.js"></script>
</body>
</html>
`;

export const REFERENCE_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    presets: [SwaggerUIBundle.presets.apis],
  });
});
`;

/**
 * Swagger UI sets style attributes as it renders (collapsing sections, its syntax highlighter), so
 * this page alone allows inline styles; scripts stay this server's own, as on every other page.
 */
export const REFERENCE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
