import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../../../web/build/precompress.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// A built portal in miniature, its .br and .gz copies made by the build's own plugin function.
const dist = mkdtempSync(path.join(tmpdir(), 'arflow-spa-'));
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-Abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const TINY = 'export const x = 1;\n';
// portal.html: index.html that also announces the portal frame's chunks (apps/web/build/portal-html.ts).
const PORTAL = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/layout-Ghi789.js"></head>');

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'portal.html'), PORTAL);
  writeFileSync(path.join(dist, 'assets/app-Abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/tiny-Def456.js'), TINY);
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{"secret":"build layout"}');
  precompressFile(path.join(dist, 'index.html'));
  precompressFile(path.join(dist, 'portal.html'));
  precompressFile(path.join(dist, 'assets/app-Abc123.js'));
  t = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const varies = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .includes('accept-encoding');

describe('the portal files are served compressed as built', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/app-Abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when br is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get('/assets/app-Abc123.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(varies(res.headers.vary), accept).toBe(true);
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(gunzipSync(res.rawPayload).toString(), accept).toBe(SCRIPT);
    }
  });

  it('sends the file itself for identity or no Accept-Encoding, still varying on it', async () => {
    for (const accept of ['identity', undefined]) {
      const res = await get('/assets/app-Abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(varies(res.headers.vary), String(accept)).toBe(true);
      expect(res.payload).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed copies (too small to gain) as it is', async () => {
    const res = await get('/assets/tiny-Def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(TINY);
  });

  it('sends the page compressed and never cached: index.html to sign-in and registration, portal.html to portal pages', async () => {
    const pages = {
      '/': INDEX,
      '/forgot-password': INDEX,
      '/register/abc': INDEX,
      '/fun/register': INDEX,
      '/sample/12': PORTAL,
      '/fun/home': PORTAL,
      '/sup/trading?x=1': PORTAL,
      '/registered-elsewhere': PORTAL,
    };
    for (const [url, page] of Object.entries(pages)) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(varies(res.headers.vary), url).toBe(true);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it('does not serve the build manifest', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.payload).not.toContain('build layout');
  });
});
