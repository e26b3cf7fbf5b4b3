import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions.md is the index of the records in docs/decisions/: a record missing from it, or a
// status that differs between the two, is how the old log drifted (superseded entries nobody marked).

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
const INDEX = readFileSync(path.join(docs, 'decisions.md'), 'utf8');
const FILES = readdirSync(path.join(docs, 'decisions')).filter((f) => f.endsWith('.md'));

interface IndexRow {
  number: string;
  title: string;
  file: string;
  status: string;
}

// Rows of the records table; the formatter pads cells, so cells are split and trimmed.
const rows: IndexRow[] = INDEX.split('\n').flatMap((line) => {
  const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
  const number = /^\d{4}$/.exec(cells[1] ?? '')?.[0];
  const link = /^\[(.+)\]\(decisions\/([^)]+)\)$/.exec(cells[2] ?? '');
  if (!number || !link) return [];
  return [{ number, title: link[1]!.replaceAll('\\|', '|'), file: link[2]!, status: cells[3] ?? '' }];
});

function record(file: string) {
  const text = readFileSync(path.join(docs, 'decisions', file), 'utf8');
  const heading = /^# (\d{4})\. (.+)$/m.exec(text);
  const status = /^- \*\*Status\*\*: (.+)$/m.exec(text)?.[1] ?? '';
  return { text, number: heading?.[1], title: heading?.[2], status };
}

describe('docs/decisions.md index', () => {
  it('lists every record file once, in number order', () => {
    expect(rows.map((r) => r.file)).toEqual([...FILES].sort());
  });

  it("gives each record its file's number and title", () => {
    const wrong = rows.filter((r) => {
      const rec = record(r.file);
      return !r.file.startsWith(`${r.number}-`) || rec.number !== r.number || rec.title !== r.title;
    });
    expect(wrong.map((r) => r.file)).toEqual([]);
  });

  it("shows each record's status: superseded by the same record, accepted otherwise", () => {
    const wrong = rows.filter((r) => {
      const by = /^Superseded by \[(\d{4})\]/.exec(record(r.file).status)?.[1];
      return by ? r.status !== `Superseded by ${by}` : !r.status.startsWith('Accepted');
    });
    expect(wrong.map((r) => `${r.file}: ${r.status}`)).toEqual([]);
  });

  it('has records with context, decision and consequences', () => {
    const incomplete = FILES.filter((f) => {
      const { text } = record(f);
      return !['## Context', '## Decision', '## Consequences'].every((h) => text.includes(`\n${h}\n`));
    });
    expect(incomplete).toEqual([]);
  });

  it('links only to records that exist', () => {
    const broken = FILES.flatMap((f) =>
      [...record(f).text.matchAll(/\]\((\d{4}-[^)#]+\.md)\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !existsSync(path.join(docs, 'decisions', target)))
        .map((target) => `${f} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
