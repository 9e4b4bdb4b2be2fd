import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which imports each layer may not make. A pattern is gitignore-style: a leading # would make it a
// comment, so the import aliases' # is escaped, and a leading ! lets a path back in.
const FORBIDDEN = {
  serverOrClient: { group: ['\\#server/*', '\\#client/*', '**/server/**', '**/client/**'], message: 'src/shared must not import server or client code.' },
  server: { group: ['\\#server/*', '**/server/**'], message: 'The client must not import server code.' },
  client: { group: ['\\#client/*', '**/client/**'], message: 'The server must not import client code.' },
  tests: { group: ['\\#tests/**', '**/tests/**'], message: 'Production code must not import test support.' },
  otherFeature: { group: ['\\#client/features/*', '../*/**'], message: 'A feature must not import another feature: move shared code to components/ or lib/.' },
  // The server's layers (decision 0044): routes → services → repositories.
  database: { group: ['kysely', 'pg', 'node:sqlite', '**/db/**', '\\#server/db/**'], message: 'A route must not talk to the database: call a service (routes → services → repositories).' },
  repository: { group: ['**/*-repository.ts'], message: 'A route must not call a repository: call a service (routes → services → repositories).' },
  routes: { group: ['**/*-routes.ts', '!**/declared-routes.ts'], message: 'Only app.ts mounts routes: a service or repository must not import one.' },
  // A repository reads and writes rows: it imports the database layer, other repositories and the
  // pure helpers named here (how search keys and verse starts are spelled), never a service.
  service: {
    group: ['./*', '../*/**', '!./*-repository.ts', '!../*/*-repository.ts', '!../db/*', '!./search-tokens.ts', '!../bible/passage-verse-starts.ts'],
    message: 'A repository must not import a service: services call repositories (routes → services → repositories).',
  },
  // The database layer itself (connection, schema, migrations) imports no feature at all.
  feature: { group: ['../*/**', '!../db/**', '!../migrations/**', '../../**'], message: 'The database layer must not import a service or a feature.' },
};

/** The no-restricted-imports rule forbidding these groups (a later block replaces, never merges, an earlier one's). */
const forbid = (...names) => ({ 'no-restricted-imports': ['error', { patterns: names.map((name) => FORBIDDEN[name]) }] });

/** Files and the groups they may not import; the last block that matches a file wins. */
const LAYERS = [
  [['src/server/**', 'src/client/**', 'e2e/**', 'scripts/**', 'bench/**', 'tests/**', '*.ts', '*.js'], []],
  // The browser never imports server code, and features never import one another.
  [['src/client/**'], ['server', 'tests']],
  [['src/client/features/**'], ['server', 'otherFeature', 'tests']],
  // Services may use repositories and the database, never routes; app.ts and main.ts put it all together.
  [['src/server/**'], ['client', 'tests', 'routes']],
  [['src/server/app.ts', 'src/server/main.ts'], ['client', 'tests']],
  [['src/server/**/*-routes.ts'], ['client', 'tests', 'database', 'repository']],
  [['src/server/**/*-repository.ts'], ['client', 'tests', 'routes', 'service']],
  [['src/server/db/**'], ['client', 'tests', 'routes', 'feature']],
  // Tests may use test support (tests/support) and, to check that both sides agree, either side.
  [['src/**/*.test.ts', 'src/**/*.test.tsx'], []],
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'e2e/.tmp/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Shared code is used by both sides and imports neither.
      ...forbid('serverOrClient', 'tests'),
    },
  },
  ...LAYERS.map(([files, names]) => ({ files, rules: names.length ? forbid(...names) : { 'no-restricted-imports': 'off' } })),
  {
    // The typed client reads the server's route types (`hc<AppType>`): a type import, erased from
    // the build, and only in this one file (decision 0042).
    files: ['src/client/lib/typed-client.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...FORBIDDEN.server, allowTypeImports: true, message: 'The client imports only the route types from the server.' }, FORBIDDEN.tests] },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Playwright fixtures take their dependencies as a destructured first argument, often none (`{}`).
  { files: ['tests/support/fixtures.ts'], rules: { 'no-empty-pattern': 'off' } },
);
