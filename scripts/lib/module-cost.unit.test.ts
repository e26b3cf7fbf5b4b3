import { describe, expect, it } from 'vitest';
import { countsAsCode, formatCost, linesOfCode, moduleCost, physicalLines } from './module-cost.mjs';

describe('linesOfCode', () => {
  it('counts code lines, not blanks, line comments or block comments', () => {
    const source = `import { z } from 'zod';

/**
 * A doc comment over
 * several lines.
 */
export const a = 1; // a trailing comment keeps its line
  // an indented comment
/* one-line block */
/* block */ const b = 2;
const url = "http://x";
`;
    expect(linesOfCode(source)).toBe(4);
    expect(physicalLines(source)).toBe(11);
  });

  it('counts nothing in an empty file', () => {
    expect(linesOfCode('')).toBe(0);
    expect(physicalLines('')).toBe(0);
  });
});

describe('moduleCost', () => {
  const sources: Record<string, string> = {
    'packages/domain/src/api/thing.ts': 'export const a = 1;\n// why\nexport const b = 2;\n',
    'packages/domain/src/access/thing.ts': 'export const T = 1;\n',
    'packages/domain/src/api/things-other.ts': 'not mine\n',
    'packages/domain/src/thing/errors.ts': 'export const E = 1;\n',
    'apps/server/src/modules/thing/thing.module.ts': 'a\nb\n\nc\n',
    'apps/server/src/modules/thing/thing.int.test.ts': 'test\n',
    'apps/server/src/modules/thingy/other.ts': 'not mine\n',
    'apps/web/src/features/thing/ThingPage.tsx': 'x\ny\n',
    'packages/domain/src/modules/thing/texts/vi.json': '{}\n',
    'apps/web/src/features/thing/api.test.ts': 'test\n',
  };
  const cost = moduleCost({ name: 'thing', files: Object.keys(sources), read: (p: string) => sources[p]! });

  it('counts the module’s own code files in each place, tests and texts apart', () => {
    expect(cost.parts.domain.files.map((f: { path: string }) => f.path)).toEqual([
      'packages/domain/src/access/thing.ts',
      'packages/domain/src/api/thing.ts',
      'packages/domain/src/thing/errors.ts',
    ]);
    expect(cost.parts.domain.lines).toBe(4);
    expect(cost.parts.server.lines).toBe(3);
    expect(cost.parts.web.lines).toBe(2);
    expect(cost.lines).toBe(9);
    expect(cost.physical).toBe(11);
    expect(cost.files).toBe(5);
  });

  it('reports the total first, then each place and file', () => {
    const report = formatCost(cost).split('\n');
    expect(report[0]).toBe(
      'thing: 9 lines of code in 5 files, 11 lines with comments and blanks (tests and texts apart)',
    );
    expect(report[1]).toBe('  domain: 4 lines of code, 3 files (5 lines)');
  });

  it('takes TypeScript and JavaScript, never tests or JSON', () => {
    expect(countsAsCode('a/b.tsx')).toBe(true);
    expect(countsAsCode('a/b.int.test.ts')).toBe(false);
    expect(countsAsCode('a/b.spec.ts')).toBe(false);
    expect(countsAsCode('a/vi.json')).toBe(false);
  });
});
