import { describe, expect, it } from 'vitest';
import { NAMESPACES, RESOURCES } from './resources.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a namespace, as `<area>.<screen>.<element>`. */
function keysOf(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}.${k}`] : keysOf(v, `${prefix}.${k}`),
  );
}

const all = (locale: 'vi' | 'en') =>
  NAMESPACES.flatMap((ns) => keysOf(RESOURCES[locale][ns] as Tree, ns)).sort();

const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('i18n resources', () => {
  it('has the same keys in Vietnamese and English', () => {
    const vi = all('vi');
    const en = all('en');
    expect(
      vi.filter((k) => !en.includes(k)),
      'missing in en',
    ).toEqual([]);
    expect(
      en.filter((k) => !vi.includes(k)),
      'missing in vi',
    ).toEqual([]);
  });

  it('has no empty text', () => {
    for (const locale of ['vi', 'en'] as const) {
      for (const ns of NAMESPACES) {
        const empty = keysOf(RESOURCES[locale][ns] as Tree, ns).filter((k) => {
          const value = k
            .split('.')
            .slice(1)
            .reduce<string | Tree | undefined>(
              (t, part) => (typeof t === 'object' ? t[part] : undefined),
              RESOURCES[locale][ns] as Tree,
            );
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${locale} empty`).toEqual([]);
      }
    }
  });

  it('defines every key the code names literally', () => {
    // A plural key (total_one, total_other) is named in code by its base (total).
    const known = new Set(all('vi').flatMap((k) => [k, k.replace(/_(zero|one|two|few|many|other)$/, '')]));
    const re = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[A-Za-z]+\\.[\\w.]+)'`, 'g');
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('.test.ts')) continue;
      for (const m of text.matchAll(re)) {
        if (!known.has(m[1] as string)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
