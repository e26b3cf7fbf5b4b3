// What a module costs in code (docs/architecture.md "What a module costs"): its lines of code
// (not blank, not only a comment) and files, tests and text files apart, in the three places a
// module lives. Pure functions over a file list and a reader, so the unit test needs no disk.

/** The places a module's code lives, relative to the repository's root. */
export function modulePlaces(name) {
  return {
    domain: [
      ...['api', 'access', 'statuses', 'workflows', 'errors', 'screens', 'menus'].map(
        (dir) => `packages/domain/src/${dir}/${name}.ts`,
      ),
      `packages/domain/src/${name}/`,
      `packages/domain/src/modules/${name}/`,
    ],
    server: [`apps/server/src/modules/${name}/`],
    web: [`apps/web/src/features/${name}/`],
  };
}

const CODE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.(test|spec)\.(ts|tsx|mjs|js)$/;

/** A code file that counts: TypeScript or JavaScript, not a test (texts are JSON, so never). */
export function countsAsCode(path) {
  return CODE.test(path) && !TEST.test(path);
}

/**
 * Lines of code: neither blank nor wholly inside a comment. A line holding code and a comment
 * counts; `//` and `/*` inside a string are taken for what they are only at a line's start,
 * which is the way this repository writes comments.
 */
export function linesOfCode(source) {
  let inBlock = false;
  let count = 0;
  for (const raw of source.split('\n')) {
    let line = raw.trim();
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end < 0) continue;
      inBlock = false;
      line = line.slice(end + 2).trim();
    }
    while (line.startsWith('/*')) {
      const end = line.indexOf('*/', 2);
      if (end < 0) {
        inBlock = true;
        line = '';
        break;
      }
      line = line.slice(end + 2).trim();
    }
    if (line === '' || line.startsWith('//')) continue;
    count += 1;
  }
  return count;
}

/** Every line, as `wc -l` counts them (comments and blank lines too). */
export function physicalLines(source) {
  if (source === '') return 0;
  return source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
}

/**
 * The module's cost per place: files (path and lines) and totals. `files` lists the repository's
 * files (relative paths); `read(path)` gives one's text.
 */
export function moduleCost({ name, files, read }) {
  const places = modulePlaces(name);
  const parts = {};
  let lines = 0;
  let physical = 0;
  let fileCount = 0;
  for (const [place, prefixes] of Object.entries(places)) {
    const mine = files
      .filter((f) => countsAsCode(f) && prefixes.some((p) => (p.endsWith('/') ? f.startsWith(p) : f === p)))
      .sort()
      .map((path) => {
        const source = read(path);
        return { path, lines: linesOfCode(source), physical: physicalLines(source) };
      });
    const sum = mine.reduce((n, f) => n + f.lines, 0);
    const all = mine.reduce((n, f) => n + f.physical, 0);
    parts[place] = { files: mine, lines: sum, physical: all };
    lines += sum;
    physical += all;
    fileCount += mine.length;
  }
  return { name, parts, lines, physical, files: fileCount };
}

/** The report `node scripts/module-cost.mjs <module>` prints. */
export function formatCost(cost) {
  const out = [
    `${cost.name}: ${cost.lines} lines of code in ${cost.files} files, ${cost.physical} lines with comments and blanks (tests and texts apart)`,
  ];
  for (const [place, part] of Object.entries(cost.parts)) {
    out.push(`  ${place}: ${part.lines} lines of code, ${part.files.length} files (${part.physical} lines)`);
    for (const f of part.files)
      out.push(`    ${String(f.lines).padStart(4)} ${String(f.physical).padStart(4)}  ${f.path}`);
  }
  return out.join('\n');
}
