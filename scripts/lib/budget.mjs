// The portal's size budget (docs/architecture.md, "First-load budget"): what the sign-in page
// fetches before it shows, and every file fetched later, measured gzipped from the build.
// Pure functions over Vite's manifest and a size function, so a fixture can test them.

/** Limits in bytes of gzip (kB = 1,000 bytes, as Vite prints them). */
export const BUDGET = {
  /** JS + CSS the sign-in page needs to show: entry, its static imports, the page's chunk and its imports. */
  firstLoadBytes: 250_000,
  /** Any JS or CSS file fetched later (a lazy route's chunk or a chunk shared by lazy routes). */
  lazyChunkBytes: 80_000,
};

/** The sign-in page's module in the manifest (apps/web, relative to its root). */
export const SIGN_IN_PAGE = 'src/features/auth/LoginPage.tsx';

const isAsset = (file) => file.endsWith('.js') || file.endsWith('.css');

/**
 * The files a first load of a route fetches: the entry and the route's lazy page, each with its
 * static imports (transitively) and their CSS. `pages` are manifest keys of dynamic entries.
 */
export function firstLoadFiles(manifest, pages) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`the manifest has no chunk for ${page}`);
  }
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no such chunk`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of [...entries, ...pages]) visit(key);
  return [...files].filter(isAsset).sort();
}

/** Every JS and CSS file of the build, from the manifest. */
export function allFiles(manifest) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].filter(isAsset).sort();
}

/**
 * Measures the build against the budget. `sizeOf(file)` answers the gzipped size of a built file.
 * Answers the figures and the failures, one readable line each (empty when within budget).
 */
export function checkBudget({ manifest, sizeOf, pages = [SIGN_IN_PAGE], budget = BUDGET }) {
  const first = firstLoadFiles(manifest, pages).map((file) => ({ file, bytes: sizeOf(file) }));
  const firstSet = new Set(first.map((f) => f.file));
  const lazy = allFiles(manifest)
    .filter((file) => !firstSet.has(file))
    .map((file) => ({ file, bytes: sizeOf(file) }));
  const firstLoadBytes = first.reduce((sum, f) => sum + f.bytes, 0);
  const failures = [];
  if (firstLoadBytes > budget.firstLoadBytes) {
    failures.push(
      `the sign-in page's first load is ${kb(firstLoadBytes)} gzip in ${first.length} files, over its budget of ${kb(budget.firstLoadBytes)}`,
    );
  }
  for (const f of lazy) {
    if (f.bytes > budget.lazyChunkBytes) {
      failures.push(
        `lazy chunk ${f.file} is ${kb(f.bytes)} gzip, over its budget of ${kb(budget.lazyChunkBytes)}`,
      );
    }
  }
  return { first, firstLoadBytes, lazy, failures };
}

export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The report: failures first (the line to read), then the figures, largest first. */
export function formatReport(result, budget = BUDGET) {
  const bySize = (a, b) => b.bytes - a.bytes;
  const lines = [];
  for (const failure of result.failures) lines.push(`[budget] FAIL: ${failure}`);
  lines.push(
    `[budget] sign-in first load: ${kb(result.firstLoadBytes)} gzip in ${result.first.length} files (budget ${kb(budget.firstLoadBytes)})`,
  );
  for (const f of [...result.first].sort(bySize)) lines.push(`  ${kb(f.bytes).padStart(9)}  ${f.file}`);
  const largest = [...result.lazy].sort(bySize).slice(0, 5);
  lines.push(
    `[budget] lazy files: ${result.lazy.length}, largest (budget ${kb(budget.lazyChunkBytes)} each):`,
  );
  for (const f of largest) lines.push(`  ${kb(f.bytes).padStart(9)}  ${f.file}`);
  return lines.join('\n');
}
