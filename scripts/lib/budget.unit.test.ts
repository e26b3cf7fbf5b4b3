import { describe, expect, it } from 'vitest';
import { checkBudget, firstLoadFiles, formatReport, SIGN_IN_PAGE } from './budget.mjs';

// A manifest as Vite writes it: the entry imports react and antd-core; the sign-in page imports
// antd-core and antd-form; the list page (lazy) imports antd-core and antd-table, which the sign-in
// page must not count. Sizes are gzip bytes per file.
const manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react-B.js', '_antd-core-C.js'],
    dynamicImports: [SIGN_IN_PAGE, 'src/features/sample/SampleListPage.tsx'],
    css: ['assets/index-A.css'],
  },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_antd-core-C.js': { file: 'assets/antd-core-C.js', imports: ['_react-B.js'] },
  '_antd-form-D.js': { file: 'assets/antd-form-D.js', imports: ['_antd-core-C.js'] },
  '_antd-table-E.js': { file: 'assets/antd-table-E.js', imports: ['_antd-core-C.js'] },
  [SIGN_IN_PAGE]: {
    file: 'assets/LoginPage-F.js',
    isDynamicEntry: true,
    imports: ['_antd-form-D.js', '_antd-core-C.js'],
    dynamicImports: ['src/features/auth/login-validation.ts'],
  },
  'src/features/auth/login-validation.ts': { file: 'assets/login-validation-G.js', isDynamicEntry: true },
  'src/features/sample/SampleListPage.tsx': {
    file: 'assets/SampleListPage-H.js',
    isDynamicEntry: true,
    imports: ['_antd-table-E.js'],
    css: ['assets/SampleListPage-H.css'],
  },
  'favicon.svg': { file: 'assets/favicon-I.svg' },
};
const SIZES: Record<string, number> = {
  'assets/index-A.js': 20_000,
  'assets/index-A.css': 1_000,
  'assets/react-B.js': 100_000,
  'assets/antd-core-C.js': 60_000,
  'assets/antd-form-D.js': 40_000,
  'assets/LoginPage-F.js': 2_000,
  'assets/login-validation-G.js': 55_000,
  'assets/antd-table-E.js': 70_000,
  'assets/SampleListPage-H.js': 10_000,
  'assets/SampleListPage-H.css': 500,
};
const sizeOf = (file: string) => {
  const size = SIZES[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size;
};

describe('size budget', () => {
  it('counts the entry, the sign-in page and their static imports once each, not lazy imports', () => {
    expect(firstLoadFiles(manifest, [SIGN_IN_PAGE])).toEqual([
      'assets/LoginPage-F.js',
      'assets/antd-core-C.js',
      'assets/antd-form-D.js',
      'assets/index-A.css',
      'assets/index-A.js',
      'assets/react-B.js',
    ]);
  });

  it('passes a build within budget and lists every later file as lazy', () => {
    const result = checkBudget({ manifest, sizeOf });
    expect(result.firstLoadBytes).toBe(20_000 + 1_000 + 100_000 + 60_000 + 40_000 + 2_000);
    expect(result.failures).toEqual([]);
    expect(result.lazy.map((f) => f.file)).toEqual([
      'assets/SampleListPage-H.css',
      'assets/SampleListPage-H.js',
      'assets/antd-table-E.js',
      'assets/login-validation-G.js',
    ]);
  });

  it('fails a first load over budget with a line that says so and by how much', () => {
    const result = checkBudget({
      manifest,
      sizeOf,
      budget: { firstLoadBytes: 200_000, lazyChunkBytes: 80_000 },
    });
    expect(result.failures).toEqual([
      "the sign-in page's first load is 223.0 kB gzip in 6 files, over its budget of 200.0 kB",
    ]);
    expect(formatReport(result).split('\n')[0]).toBe(`[budget] FAIL: ${result.failures[0]}`);
  });

  it('fails each lazy chunk over its budget, and only those', () => {
    const result = checkBudget({
      manifest,
      sizeOf,
      budget: { firstLoadBytes: 250_000, lazyChunkBytes: 60_000 },
    });
    expect(result.failures).toEqual([
      'lazy chunk assets/antd-table-E.js is 70.0 kB gzip, over its budget of 60.0 kB',
    ]);
  });

  it('refuses a manifest without the sign-in page rather than passing an empty first load', () => {
    const { [SIGN_IN_PAGE]: _gone, ...without } = manifest;
    expect(() => checkBudget({ manifest: without, sizeOf })).toThrow(
      /no chunk for src\/features\/auth\/LoginPage/,
    );
  });
});
