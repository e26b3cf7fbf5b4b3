import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/server/src/config.ts';

// The README's configuration table is what operators read; config.ts is what the server does.
// They drifted apart once (two tables disagreeing, PUBLIC_URL in neither), so this test holds the
// README to the code: every variable config.ts reads has exactly one row, no row names a variable
// it no longer reads, and the defaults the code writes as literals appear in their row.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = readFileSync(path.join(root, 'README.md'), 'utf8');
const CONFIG = readFileSync(path.join(root, 'apps/server/src/config.ts'), 'utf8');

interface Row {
  name: string;
  defaultCell: string;
}

/** The rows of the table under "### Configuration": one backticked variable per first cell. */
function readmeRows(markdown: string): Row[] {
  const section = markdown.split(/^### Configuration\s*$/m)[1];
  if (section === undefined) throw new Error('README.md has no "### Configuration" section');
  const lines = section.split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: Row[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) throw new Error(`README.md configuration row without one \`VARIABLE\`: ${line}`);
    rows.push({ name, defaultCell: cells[2] ?? '' });
  }
  return rows;
}

/**
 * The variables config.ts reads, from its source: `env.NAME`, `env['NAME']` and every string
 * literal that is a variable name on its own (`int(env, 'PORT', 3000)`, `positive('FILE_MAX_BYTES', …)`).
 */
function configVariables(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1]!);
  for (const m of source.matchAll(/'([A-Z][A-Z0-9_]*)'/g)) names.add(m[1]!);
  return names;
}

/** Defaults config.ts writes as literals: `int(env, 'NAME', 10)` and `env.NAME || 'value'`. */
function literalDefaults(source: string): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const m of source.matchAll(/\bint\(env, '([A-Z][A-Z0-9_]*)', (\d+)\)/g)) defaults.set(m[1]!, m[2]!);
  for (const m of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*) \|\| '([^']*)'/g)) defaults.set(m[1]!, m[2]!);
  return defaults;
}

/** Every variable loadConfig touches for one environment (a Proxy records the reads). */
function readsAtRunTime(values: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const env = new Proxy(values, {
    get(target, key) {
      if (typeof key === 'string') seen.add(key);
      return target[key as string];
    },
  });
  loadConfig(env);
  return seen;
}

describe('README configuration table', () => {
  const rows = readmeRows(README);
  const listed = rows.map((r) => r.name);
  const read = configVariables(CONFIG);

  it('lists every variable config.ts reads', () => {
    const missing = [...read].filter((name) => !listed.includes(name)).sort();
    expect(missing, `read by config.ts, missing from the README table: ${missing.join(', ')}`).toEqual([]);
  });

  it('lists no variable config.ts does not read', () => {
    const extra = listed.filter((name) => !read.has(name)).sort();
    expect(extra, `in the README table, never read by config.ts: ${extra.join(', ')}`).toEqual([]);
  });

  it('has one row per variable', () => {
    const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
    expect(twice, `listed more than once in the README table: ${twice.join(', ')}`).toEqual([]);
  });

  it("shows config.ts's literal defaults in their rows", () => {
    const wrong = [...literalDefaults(CONFIG)]
      .filter(([name, value]) => {
        const row = rows.find((r) => r.name === name);
        return row !== undefined && !row.defaultCell.includes(`\`${value}\``);
      })
      .map(([name, value]) => `${name} (code: ${value})`);
    expect(wrong, `README default differs from config.ts: ${wrong.join(', ')}`).toEqual([]);
  });

  it('reads from the source every variable loadConfig reads at run time', () => {
    // Guards the source scan: a variable read through a new helper must still be found.
    const envs = [{}, { FILE_STORE: 's3', S3_BUCKET: 'b', MAIL_SENDER: 'smtp', SMTP_HOST: 'h' }];
    const unseen = envs.flatMap((values) => [...readsAtRunTime(values)]).filter((name) => !read.has(name));
    expect([...new Set(unseen)]).toEqual([]);
  });
});

describe('the README table parser', () => {
  it('reads one variable and its default per row', () => {
    const md = [
      '### Configuration',
      '',
      '| variable | default | what it does |',
      '| --- | --- | --- |',
      '| `PORT` | `3000` | the port |',
      '| `HOST` | `0.0.0.0` | the address |',
      '',
      'After the table.',
    ].join('\n');
    expect(readmeRows(md)).toEqual([
      { name: 'PORT', defaultCell: '`3000`' },
      { name: 'HOST', defaultCell: '`0.0.0.0`' },
    ]);
  });

  it('refuses a row naming two variables, so each has its own default', () => {
    const md = '### Configuration\n\n| v | d | w |\n| - | - | - |\n| `A`, `B` | 1 | x |\n';
    expect(() => readmeRows(md)).toThrow(/without one `VARIABLE`/);
  });

  it('finds variables read directly, through helpers and their literal defaults', () => {
    const src = "const a = env.ALPHA || 'x'; int(env, 'BETA', 7); positive('GAMMA', 1);";
    expect([...configVariables(src)].sort()).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    expect(Object.fromEntries(literalDefaults(src))).toEqual({ ALPHA: 'x', BETA: '7' });
  });
});
