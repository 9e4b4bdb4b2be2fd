import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadClientBuild, staticBytes, type StaticBody } from './client-build.ts';

describe('loadClientBuild', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>x</title></head></html>');
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(3000))});`);
  fs.writeFileSync(path.join(dir, 'assets/app-1.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/app-1.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/app-1.js.gz'), Buffer.from('prebuilt gzip'));
  fs.writeFileSync(path.join(dir, 'assets/other-2.css'), `body{${'color:red;'.repeat(200)}}`);
  const font = Buffer.alloc(4096, 7);
  fs.writeFileSync(path.join(dir, 'assets/DejaVuSans-3.ttf'), font);
  const build = loadClientBuild(dir, { supportEmail: 'a@b.c', sentryDsn: null, environment: 'test' })!;
  const bytes = async (body: StaticBody | null) => (await staticBytes(body!))!;

  it('uses the .br and .gz the build wrote, and does not serve them as files of their own', async () => {
    expect((await bytes(build.files.get('/assets/app-1.js')!.gzip)).toString()).toBe('prebuilt gzip');
    expect(zlib.brotliDecompressSync(await bytes(build.files.get('/assets/app-1.js')!.brotli)).equals(script)).toBe(true);
    expect(build.files.has('/assets/app-1.js.br')).toBe(false);
    expect(build.files.has('/assets/app-1.js.gz')).toBe(false);
  });

  it('compresses a file the build left without copies', async () => {
    const css = build.files.get('/assets/other-2.css')!;
    expect(zlib.gunzipSync(await bytes(css.gzip)).toString()).toContain('color:red');
    expect(zlib.brotliDecompressSync(await bytes(css.brotli)).toString()).toContain('color:red');
  });

  it('holds only the brotli copy of a built asset in memory, reading gzip and the file itself from disk', async () => {
    const app = build.files.get('/assets/app-1.js')!;
    expect(app.brotli).toHaveProperty('bytes');
    expect(app.gzip).toEqual({ file: path.join(dir, 'assets/app-1.js.gz'), size: 'prebuilt gzip'.length });
    expect(app.body).toEqual({ file: path.join(dir, 'assets/app-1.js'), size: script.length });
    expect((await bytes(app.body)).equals(script)).toBe(true);
    // Gone from disk after start (a rebuild under a running server): nothing to send, never a crash.
    const copy = path.join(dir, 'assets/app-1.js.gz');
    const saved = fs.readFileSync(copy);
    fs.rmSync(copy);
    expect(await staticBytes(app.gzip!)).toBeNull();
    fs.writeFileSync(copy, saved);
  });

  it("serves the PDF's TrueType font as font/ttf, compressed (it halves; woff2 would not)", async () => {
    const ttf = build.files.get('/assets/DejaVuSans-3.ttf')!;
    expect(ttf.contentType).toBe('font/ttf');
    expect(ttf.immutable).toBe(true);
    expect(zlib.gunzipSync(await bytes(ttf.gzip)).equals(font)).toBe(true);
    expect(zlib.brotliDecompressSync(await bytes(ttf.brotli)).equals(font)).toBe(true);
  });
});
