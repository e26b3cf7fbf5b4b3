import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Dev server proxies the API to the server on :3000; production is served by the server from dist/.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Vendor code changes rarely: keep it in its own long-cached chunks; pages split per area
        // through the lazy routes.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
