import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const server = process.env.SKINBOX_SERVER ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompress()],
  resolve: {
    // The production build takes @skinbox/api's lean createApi (package.json "imports"): calls
    // sent from a generated route table, no zod schemas in the browser; the server parses every
    // answer through the contract already. The dev server keeps the checking one.
    conditions:
      command === 'build'
        ? ['skinbox-lean', ...defaultClientConditions]
        : [...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // zod schema builders and defineEndpoint have no side effects: a module the first screen
      // imports for its constants (enums, money, upload) leaves its unused schemas, and zod, out.
      treeshake: { manualPureFunctions: ['z', 'defineEndpoint'] },
    },
  },
}));
