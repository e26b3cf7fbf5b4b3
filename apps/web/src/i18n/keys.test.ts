import { beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../features/index.ts';
import { SHELL_NAMESPACES, SHELL_RESOURCES } from './resources.ts';

type Tree = { [key: string]: string | Tree };
type Locale = 'vi' | 'en';

/** Every leaf key of a namespace, as `<namespace>.<screen>.<element>`, with its text. */
function leaves(tree: Tree, prefix: string): [string, string | Tree][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string | Tree][] =>
    typeof v === 'string'
      ? [[`${prefix}.${k}`, v]]
      : v && typeof v === 'object'
        ? leaves(v, `${prefix}.${k}`)
        : [[`${prefix}.${k}`, v]],
  );
}

/** Every namespace of the portal (shell and modules) in both languages, as the app loads them. */
const texts: Record<Locale, Record<string, Tree>> = { vi: {}, en: {} };
beforeAll(async () => {
  for (const ns of SHELL_NAMESPACES) {
    texts.vi[ns] = SHELL_RESOURCES.vi[ns] as Tree;
    texts.en[ns] = SHELL_RESOURCES.en[ns] as Tree;
  }
  for (const m of MODULES) {
    if (!('texts' in m) || !m.texts) continue;
    const t = m.texts;
    expect(Object.keys(texts.vi), `${t.ns} is a namespace twice`).not.toContain(t.ns);
    texts.vi[t.ns] = (await t.vi()).default as Tree;
    texts.en[t.ns] = (await t.en()).default as Tree;
  }
});

const keysOf = (locale: Locale, ns: string) => leaves(texts[locale][ns] ?? {}, ns).map(([k]) => k);

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const moduleTextFiles = Object.keys(
  import.meta.glob('../../../../packages/domain/src/modules/*/texts/*.json'),
);

describe('i18n resources', () => {
  it('has the same keys in Vietnamese and English, namespace by namespace', () => {
    for (const ns of Object.keys(texts.vi)) {
      const vi = keysOf('vi', ns);
      const en = keysOf('en', ns);
      expect(
        vi.filter((k) => !en.includes(k)),
        `${ns}: missing in en`,
      ).toEqual([]);
      expect(
        en.filter((k) => !vi.includes(k)),
        `${ns}: missing in vi`,
      ).toEqual([]);
    }
  });

  it('has no empty text', () => {
    for (const locale of ['vi', 'en'] as const) {
      for (const ns of Object.keys(texts[locale])) {
        const empty = leaves(texts[locale][ns] ?? {}, ns)
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect(empty, `${locale} empty`).toEqual([]);
      }
    }
  });

  it("loads every module's text files (domain modules/<area>/texts) through its manifest", () => {
    const registered = MODULES.filter((m) => 'texts' in m && m.texts).map((m) => m.name);
    const folders = [...new Set(moduleTextFiles.map((f) => f.split('/').at(-3)))];
    expect(folders.filter((f) => !registered.includes(f as never))).toEqual([]);
  });

  it('defines every key the code names literally', () => {
    // A plural key (total_one, total_other) is named in code by its base (total).
    const all = Object.keys(texts.vi).flatMap((ns) => keysOf('vi', ns));
    const known = new Set(all.flatMap((k) => [k, k.replace(/_(zero|one|two|few|many|other)$/, '')]));
    const re = new RegExp(`'((?:${Object.keys(texts.vi).join('|')})\\.[A-Za-z]+\\.[\\w.]+)'`, 'g');
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const m of text.matchAll(re)) {
        // A table's prefix (textKeys('ns.screen', CODES)) is no key: the type checker checks each key it makes.
        const prefix = /\b(textKeys|actionKeys)\(\s*$/.test(text.slice(Math.max(0, m.index - 16), m.index));
        if (!prefix && !known.has(m[1] as string)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names no key by a computed string with a fallback text', () => {
    // `t(`sample.x.${code}`, { defaultValue: code })` hides a missing text from the type checker and
    // from the test above: name keys literally (a typed lookup table) instead.
    const found: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (/\bdefaultValue\s*:/.test(text)) found.push(`${file}: defaultValue`);
      if (/\bt\(\s*`[^`]*\$\{/.test(text)) found.push(`${file}: t(\`…\${…}\`)`);
    }
    expect(found).toEqual([]);
  });
});
