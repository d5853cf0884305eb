import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3333}`;

// Dev: the web app on port 3000 with hot reload; /api and /dev go to the API on port 3333,
// so the browser sees one origin, as in production.
export default defineConfig({
  plugins: [
    react(),
    // ANALYZE=1 npm run build -w apps/web: what each module weighs, per chunk (dist/stats.json).
    process.env.ANALYZE
      ? visualizer({ filename: 'dist/stats.json', template: 'raw-data', gzipSize: true })
      : null,
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/dev': apiTarget,
      '/content-images': apiTarget,
      '/fonts': apiTarget,
    },
  },
  // The manifest lets `npm run bench` measure the JavaScript each route needs.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs from node_modules (React, the router, MUI's core, i18next) in
          // one chunk instead of twenty: fewer requests and less gzip overhead (issue 22).
          groups: [{ name: 'vendor', test: /node_modules/, tags: ['$initial'] }],
        },
      },
    },
  },
});
