import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer, serverNodeArgs } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = mkdtempSync(path.join(tmpdir(), 'arflow-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the production server bundle', () => {
  it('compiles every TypeScript module in, leaving npm packages to node_modules', async () => {
    const file = await bundleServer(
      root,
      'apps/server/src/main.ts',
      path.relative(root, path.join(out, 'main.mjs')),
    );
    const code = readFileSync(file, 'utf8');
    // Nothing left for a TypeScript loader: no import of a .ts file, static or dynamic.
    expect(code).not.toMatch(/(from\s*|import\()\s*["'][^"']+\.ts["']/);
    // Every module's business errors are in (they were once imported by a computed path).
    expect(code).toContain('EXPORTS_BUSY');
    expect(code).toContain('HOLIDAY_');
    expect(code).toMatch(/from "fastify"/);
  });

  it("sizes the server's heap, and refuses a size that is no size", () => {
    expect(serverNodeArgs({})).toEqual(['--max-old-space-size=1024']);
    expect(serverNodeArgs({ SERVER_HEAP_MB: '2048' })).toEqual(['--max-old-space-size=2048']);
    expect(() => serverNodeArgs({ SERVER_HEAP_MB: 'lots' })).toThrow(/SERVER_HEAP_MB/);
    expect(() => serverNodeArgs({ SERVER_HEAP_MB: '100' })).toThrow(/at least 256/);
  });
});
