import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_BUNDLE } from './build-server.ts';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** Every module specifier a built file imports, statically or on first use. */
function importsOf(file: string): { staticImports: string[]; dynamicImports: string[] } {
  const code = fs.readFileSync(path.join(outDir, file), 'utf8');
  return {
    staticImports: [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)].map((m) => m[1] ?? m[2]!),
    dynamicImports: [...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!),
  };
}

describe('server bundle', () => {
  beforeAll(() => buildServer(outDir), 60_000);

  it('is plain JavaScript: nothing it loads is TypeScript, so Node never loads its type stripper', () => {
    const files = fs.readdirSync(outDir);
    expect(files).toContain(path.basename(SERVER_BUNDLE));
    expect(files.every((file) => file.endsWith('.js'))).toBe(true);
    // Packages stay external: loaded from node_modules, not copied in.
    expect(importsOf(path.basename(SERVER_BUNDLE)).staticImports).toEqual(expect.arrayContaining(['hono', 'kysely', 'better-auth']));
    for (const file of files) {
      const { staticImports, dynamicImports } = importsOf(file);
      for (const specifier of [...staticImports, ...dynamicImports]) expect(specifier, `${file} imports ${specifier}`).not.toMatch(/\.ts$|^#/);
    }
  });

  it('keeps what the server loads on first use (Stripe, the AI SDK engine) out of the start-up graph', () => {
    const startup = new Set<string>();
    const visit = (file: string) => {
      if (startup.has(file)) return;
      startup.add(file);
      for (const specifier of importsOf(file).staticImports) if (specifier.startsWith('./')) visit(specifier.slice(2));
    };
    visit(path.basename(SERVER_BUNDLE));
    const packages = [...startup].flatMap((file) => importsOf(file).staticImports);
    for (const lazy of ['stripe', '@ai-sdk/anthropic', '@ai-sdk/openai', '@sentry/node', 'ai']) expect(packages).not.toContain(lazy);
    expect([...startup].some((file) => file.startsWith('stripe-provider'))).toBe(false);
    expect([...startup].some((file) => file.startsWith('llm-engine'))).toBe(false);
  });
});
