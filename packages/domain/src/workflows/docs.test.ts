import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docBlock } from './diagram.ts';
import { WORKFLOW_ENTITIES } from './engine.ts';

// docs/workflows.md records the designed lifecycles; its diagrams must be the tables' own.
const doc = readFileSync(new URL('../../../../docs/workflows.md', import.meta.url), 'utf8');

// The formatter pads Markdown tables; compare table rows cell by cell.
function normalize(md: string): string {
  return md
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((c) => c.trim().replace(/^-+$/, '---'))
            .join('|')
        : line.trimEnd(),
    )
    .join('\n')
    .trim();
}

describe('docs/workflows.md', () => {
  it.each(WORKFLOW_ENTITIES)('shows the current %s table and diagram', (entity) => {
    const start = `<!-- generated:${entity} -->\n`;
    const end = `\n<!-- /generated:${entity} -->`;
    const from = doc.indexOf(start);
    const to = doc.indexOf(end, from);
    expect(from, `missing ${start.trim()}`).toBeGreaterThanOrEqual(0);
    const expected = docBlock(entity);
    expect(normalize(doc.slice(from + start.length, to))).toBe(normalize(expected));
  });
});
