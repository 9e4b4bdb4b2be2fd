/**
 * The API reference page: Swagger UI from its npm package (swagger-ui-dist, served by
 * openapi-routes.ts), reading /api/openapi.json. No inline script or style: it renders under the
 * app's own Content-Security-Policy unchanged (Swagger UI sets styles through the DOM, which the
 * policy allows; checked in e2e/api-reference.spec.ts), so it needs no policy of its own.
 */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Apostolic Sermon Studio</title>
<link rel="stylesheet" href="/api/reference/swagger-ui.css">
<link rel="stylesheet" href="/api/reference/reference.css">
</head>
<body>
<div id="reference"></div>
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
 * Swagger UI's colours that fall short of WCAG AA contrast (axe), darkened; its layout is untouched.
 * The other findings of axe are its markup (a link inside each operation's button), left as it is
 * (decision 0038).
 */
export const REFERENCE_STYLE = `.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #4f5663; }
.swagger-ui .info .title small.version-stamp, .swagger-ui .info .title small.version-stamp pre { background: #3d6600; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle:visited { color: #1d5fb4; }
.swagger-ui .btn.authorize { color: #1b6e47; border-color: #1b6e47; }
.swagger-ui .btn.authorize svg { fill: #1b6e47; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c0262d; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fb4; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5400; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b6e47; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #17695a; }
`;
