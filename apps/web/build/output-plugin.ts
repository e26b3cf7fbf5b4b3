import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build-only plugin that works on the files the build wrote: `run` gets the output folder when
 * the build reaches `hook` (writeBundle runs, in plugin order, before every closeBundle).
 */
export function outputPlugin(
  name: string,
  hook: 'writeBundle' | 'closeBundle',
  run: (outDir: string) => void,
): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    [hook]() {
      run(outDir);
    },
  };
}
