import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`, free licence): it covers every Vietnamese letter with its
 * tone marks, and ships with the dependencies, so nothing is fetched at install or run time.
 * Read once; pdf-lib embeds only the glyphs a document uses.
 */
let cached: { regular: Uint8Array; bold: Uint8Array } | undefined;
export function contractFonts(): { regular: Uint8Array; bold: Uint8Array } {
  cached ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cached;
}
