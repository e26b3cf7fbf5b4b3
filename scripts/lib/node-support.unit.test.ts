import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const readme = readFileSync(join(root, 'README.md'), 'utf8');

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [major = 0, minor = 0, patch = 0] = v.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The engines range as its alternatives: `^x.y.z` (that major, from x.y.z) or `>=x.y.z`; y, z default to 0. */
const alternatives = pkg.engines.node.split('||').map((part) => {
  const m = /^\s*(\^|>=)(\d+(?:\.\d+){0,2})\s*$/.exec(part);
  if (!m) throw new Error(`engines.node part '${part}' is neither ^x.y.z nor >=x.y.z`);
  return { op: m[1], floor: parse(m[2] as string) };
});
const accepts = (v: Version) =>
  alternatives.some((a) => compare(v, a.floor) >= 0 && (a.op === '>=' || v[0] === a.floor[0]));

describe('supported Node versions', () => {
  // Node 20's end of life was 2026-04-30, and dependencies already need 22: the maintained LTS
  // lines must be accepted, from the release Vite needs on 22.
  it('accepts Node 22.12+ and 24 in package.json engines, and the 20.19+ the machine runs', () => {
    for (const v of ['22.12.0', '22.23.3', '24.0.0', '24.21.0', '20.19.0'])
      expect(accepts(parse(v)), v).toBe(true);
    for (const v of ['22.11.0', '20.18.0', '21.7.0', '23.11.0']) expect(accepts(parse(v)), v).toBe(false);
  });

  it('says in the README the versions engines accepts, and that Node 20 is past its end of life', () => {
    const needs = /Needs Node\.js ([^\n]+\n[^\n]+\n[^\n]+)/.exec(readme)?.[1] ?? '';
    for (const a of alternatives) expect(needs).toContain(`${a.floor[0]}`);
    expect(needs).toMatch(/22\.12\+/);
    expect(needs).toMatch(/end of life/);
  });

  it('runs on a Node that engines accepts', () => {
    expect(accepts(parse(process.versions.node)), process.versions.node).toBe(true);
  });
});
