import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { outputPlugin } from './output-plugin.ts';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own request headers. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Vite's manifest (.vite/) is read by the budget check, never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(full);
    } else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) {
      yield full;
    }
  }
}

/** Writes `<file>.br` and `<file>.gz` beside a file, each only when it is smaller than the file. */
export function precompressFile(file: string): void {
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
}

/**
 * Brotli and gzip copies of the built files, made once at build time at the highest levels (too
 * slow per request), so the server sends them as they are (apps/server/src/platform/http/spa.ts).
 */
export function precompress(): Plugin {
  // After every file is written, public/ included.
  return outputPlugin('arflow:precompress', 'closeBundle', (outDir) => {
    for (const file of filesUnder(outDir)) precompressFile(file);
  });
}
