import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.SKINBOX_SERVER ?? 'http://127.0.0.1:8080';

// The server serves the built console under /admin (apps/server/src/http/builtApp.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  server: { port: 5174, proxy: { '/api': server } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z', 'defineEndpoint'] } },
  },
});
