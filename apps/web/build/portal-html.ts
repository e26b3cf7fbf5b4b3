import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { outputPlugin } from './output-plugin.ts';

/** The chunks every portal page waits for before it paints: its layout, the sign-in guard and the page table. */
export const PORTAL_FRAME = [
  'src/app/layouts/DefaultLayout.tsx',
  'src/app/guards/RequireAuth.tsx',
  'src/app/routes/pages.ts',
] as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * index.html with the portal frame's files announced as well: the layout, its imports and the
 * page table, less what the entry already loads. The data router asks for the layout only once
 * the entry has run, one round trip after it; announced in the page, the browser fetches both
 * together and a portal page paints with the entry (bench: the list page's FCP and LCP). The
 * sign-in page keeps the plain index.html, so its first load (the budget) is unchanged.
 */
export function portalHtml(indexHtml: string, manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(manifest, entries);
  const frame = [...closure(manifest, PORTAL_FRAME)].filter((file) => !loaded.has(file));
  const links = frame.map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" crossorigin href="/${file}">`
      : `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace(/([ \t]*)<\/head>/, (_, indent: string) =>
    [...links.map((link) => `${indent}  ${link}`), `${indent}</head>`].join('\n'),
  );
}

/** Writes dist/portal.html beside index.html (served by apps/server platform/http/spa.ts). */
export function portalHtmlFile(): Plugin {
  // writeBundle runs in order and before closeBundle, where precompress makes its copies.
  return outputPlugin('arflow:portal-html', 'writeBundle', (outDir) => {
    const manifestFile = path.join(outDir, '.vite/manifest.json');
    if (!existsSync(manifestFile)) throw new Error('the build wrote no manifest: portal.html needs it');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const html = portalHtml(readFileSync(path.join(outDir, 'index.html'), 'utf8'), manifest);
    writeFileSync(path.join(outDir, 'portal.html'), html);
  });
}
