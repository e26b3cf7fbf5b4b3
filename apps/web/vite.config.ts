import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalHtmlFile } from './build/portal-html.ts';
import { precompress } from './build/precompress.ts';

// Dev server proxies the API to the server on :3000; production is served by the server from dist/.
export default defineConfig({
  plugins: [react(), portalHtmlFile(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each page loads, read by the size budget (scripts/check-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // An entries-aware chunk is named after every page that shares it ('antd~index~RequireAuth~
        // RegisterLayout~…', up to ~100 characters), and each name is spelled in every import of it:
        // in the sign-in page's first load alone that cost 3.4 kB gzip. Such chunks are
        // named by their group and hash; the manifest still says which page loads which.
        chunkFileNames: (chunk) =>
          chunk.name.includes('~')
            ? `assets/${chunk.name.split('~')[0]}-[hash].js`
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Vendor code changes rarely: its own long-cached chunks, apart from the app's code.
            // Only libraries every page runs go in one named chunk; a group pulls all it matches into
            // the first load, so antd and zod stay split by the pages that use them (entriesAware).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // antd by the set of pages that use each part (entriesAware), in pieces of at most
            // ~250 kB raw: the list pages share one table chunk instead of each page carrying it,
            // and the sign-in page loads only the parts it renders.
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@rc-component|@ant-design)[\\/]/,
              entriesAware: true,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
