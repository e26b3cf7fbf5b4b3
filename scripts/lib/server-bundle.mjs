// The server as production runs it: one ES module compiled from apps/server/src (and the domain
// package it imports) by esbuild, run by plain Node. Under tsx every file is compiled as it loads,
// in a loader thread with its own heap, and keeps its source map: about 90 MB more resident
// memory before the first request (decision 0091). npm packages stay outside the bundle, resolved
// from node_modules as usual. Used by `npm start`, the e2e server and `npm run bench`.
import { join } from 'node:path';

/**
 * Node's flags for the server. V8 sizes its heap from the machine (4 GB on a 24 GB one) and lets
 * the old generation grow lazily toward that before collecting; a lender runs the server in a
 * container of known memory, so the heap is sized for it (SERVER_HEAP_MB, 1024 by default), which
 * also makes V8 collect a long export's garbage as it goes instead of letting it pile up.
 */
export function serverNodeArgs(env = process.env) {
  const heap = Number(env.SERVER_HEAP_MB ?? 1024);
  if (!Number.isInteger(heap) || heap < 256)
    throw new Error('SERVER_HEAP_MB must be a whole number of MB, at least 256');
  return [`--max-old-space-size=${heap}`];
}

/** Compiles `entry` (a path under root) into `outfile`; about a second. */
export async function bundleServer(root, entry, outfile) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, entry)],
    outfile: join(root, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Bare imports are npm packages (left to node_modules) except the workspace's own.
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@arflow/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return join(root, outfile);
}

/** The production server's bundle. */
export const SERVER_BUNDLE = 'apps/server/dist/main.mjs';
