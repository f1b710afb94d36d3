import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The config pins its own root so `vite build ui` and `vite build --config ui/vite.config.ts` build the same files.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  // `vite ui` during development: the API of a running all-in-one answers /v1 (TRACEHOLD_API_URL, default :4319 not assumed).
  server: process.env.TRACEHOLD_API_URL ? { proxy: { '/v1': { target: process.env.TRACEHOLD_API_URL, changeOrigin: false } } } : {},
});
