// zod's parse alone, for answers without a compiled check: imported by name from its own module so
// the chunk that carries it holds the parse and nothing else. A dynamic `import('zod/mini')` asks
// for the whole namespace, and the build then ties it to whichever page's chunk holds the rest of
// zod mini (a dashboard that read its history fetched the profile page with it).
export { safeParse } from 'zod/mini';
