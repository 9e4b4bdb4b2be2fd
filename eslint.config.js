import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'e2e/.tmp/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Shared code is used by both sides and imports neither. (A pattern is gitignore-style: a
            // leading # would make it a comment, so the import aliases' # is escaped.)
            { group: ['\\#server/*', '\\#client/*', '**/server/**', '**/client/**'], message: 'src/shared must not import server or client code.' },
            { group: ['\\#tests/**', '**/tests/**'], message: 'Production code must not import test support.' },
          ],
        },
      ],
    },
  },
  { files: ['src/server/**', 'src/client/**', 'e2e/**', 'scripts/**', 'bench/**', 'tests/**', '*.ts', '*.js'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The browser never imports server code, and features never import one another.
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#server/*', '**/server/**'], message: 'The client must not import server code.' },
            { group: ['\\#tests/**', '**/tests/**'], message: 'Production code must not import test support.' },
          ],
        },
      ],
    },
  },
  {
    // The typed client reads the server's route types (`hc<AppType>`): a type import, erased from
    // the build, and only in this one file (decision 0042).
    files: ['src/client/lib/typed-client.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#server/*', '**/server/**'], allowTypeImports: true, message: 'The client imports only the route types from the server.' },
            { group: ['\\#tests/**', '**/tests/**'], message: 'Production code must not import test support.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#server/*', '**/server/**'], message: 'The client must not import server code.' },
            { group: ['\\#client/features/*', '../*/**'], message: 'A feature must not import another feature: move shared code to components/ or lib/.' },
            { group: ['\\#tests/**', '**/tests/**'], message: 'Production code must not import test support.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#client/*', '**/client/**'], message: 'The server must not import client code.' },
            { group: ['\\#tests/**', '**/tests/**'], message: 'Production code must not import test support.' },
          ],
        },
      ],
    },
  },
  {
    // Tests may use test support (tests/support) and, to check that both sides agree, either side.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Playwright fixtures take their dependencies as a destructured first argument, often none (`{}`).
  { files: ['tests/support/fixtures.ts'], rules: { 'no-empty-pattern': 'off' } },
);
