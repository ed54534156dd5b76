import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const server = process.env.SKINBOX_SERVER ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
