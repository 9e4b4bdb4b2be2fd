// The UI is written against React's API and runs on Preact's compatibility layer: the same
// components at a seventh of react-dom's size, which keeps a phone's first visit under its
// JavaScript budget (docs/decisions/0010-preact-runtime-for-the-browser.md). The build and the
// unit tests resolve React through these, so a test renders what the browser runs.

/** JSX compiles to Preact's automatic runtime. */
export const preactJsx = { runtime: 'automatic', importSource: 'preact' } as const;

/** Every React entry point the app and its libraries import, mapped to Preact's. */
export const preactAliases = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];
