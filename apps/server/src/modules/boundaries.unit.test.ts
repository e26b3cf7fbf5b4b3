import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Module boundaries (docs/architecture.md "Module boundaries"): no two modules import each other,
 * and a shared library is reached through its public entry point. A `*.tables.ts` is imported by
 * its file wherever it is needed: drizzle's schema is one graph (a foreign key may point either
 * way), and drizzle-kit reads the tables by the glob `src/**\/*.tables.ts`, not through an entry.
 */
const SHARED_LIBRARIES = ['enterprises', 'transactions', 'journal'];
const ENTRY = 'index.ts';

/** Every relative import of a source, static or dynamic, re-exports included. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\bfrom\s*'(\.[^']+)'|\bimport\s*\(?\s*'(\.[^']+)'/g))
    found.push((m[1] ?? m[2])!);
  return found;
}

/** The unit a file of the server belongs to: its module (`modules/<name>`), else its top folder. */
function unitOf(file: string): string {
  const [top, name, rest] = file.split('/');
  return top === 'modules' && rest !== undefined ? `modules/${name}` : top!;
}

/**
 * What breaks the rule among `files` (paths relative to the server's `src`, '/'-separated, to
 * their source): the pairs of modules importing each other, and imports of a shared library's
 * inner file from outside it (another module, or the platform).
 */
export function boundaryProblems(files: Record<string, string>): { pairs: string[]; deepImports: string[] } {
  const edges = new Map<string, string[]>();
  const deepImports: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    const from = unitOf(file);
    for (const spec of specifiers(source)) {
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      const to = unitOf(target);
      if (to === from || target.endsWith('.tables.ts')) continue;
      const where = `${file} imports ${spec}`;
      if (SHARED_LIBRARIES.some((lib) => to === `modules/${lib}`) && target !== `${to}/${ENTRY}`)
        deepImports.push(where);
      if (!from.startsWith('modules/') || !to.startsWith('modules/')) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), where]);
    }
  }
  const pairs: string[] = [];
  for (const [key, where] of edges) {
    const [a, b] = key.split(' -> ') as [string, string];
    const back = edges.get(`${b} -> ${a}`);
    if (a < b && back) pairs.push(`${a} <-> ${b}: ${[...where, ...back].join('; ')}`);
  }
  return { pairs, deepImports };
}

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The server's sources by path from `src`. */
function sources(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(srcDir, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  }
  return out;
}

describe('module boundaries', () => {
  const all = sources();

  it('no two modules import each other', () => {
    expect(boundaryProblems(all).pairs).toEqual([]);
  });

  it('enterprises, transactions and journal are reached only through their index.ts (tables apart)', () => {
    expect(boundaryProblems(all).deepImports).toEqual([]);
  });

  it('each shared library has its public entry point', () => {
    for (const lib of SHARED_LIBRARIES) expect(Object.keys(all)).toContain(`modules/${lib}/${ENTRY}`);
  });

  it('the check finds a pair, a deep import, and lets tables and the entry point through', () => {
    const found = boundaryProblems({
      'modules/a/x.ts': "import { y } from '../b/y.ts';\nimport { t } from '../journal/journal.tables.ts';",
      'modules/b/y.ts': "export { x } from '../a/x.ts';\nconst z = await import('../enterprises/banks.ts');",
      'modules/c/z.ts':
        "import { postEntry } from '../journal/index.ts';\nimport { u } from '../users/users.tables.ts';",
      'modules/users/users.tables.ts': "import { e } from '../c/c.tables.ts';",
      'platform/auth/s.ts': "import { f } from '../../modules/journal/balances.ts';",
    });
    expect(found.pairs).toEqual([
      'modules/a <-> modules/b: modules/a/x.ts imports ../b/y.ts; modules/b/y.ts imports ../a/x.ts',
    ]);
    expect(found.deepImports).toEqual([
      'modules/b/y.ts imports ../enterprises/banks.ts',
      'platform/auth/s.ts imports ../../modules/journal/balances.ts',
    ]);
  });
});
