import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The site's plugins, not second ones: the kit's texts compiled the same way, and the server
// sends both builds' .br and .gz files the same way (apps/server/src/http/builtApp.ts and
// site.ts, the static plugin's preCompressed).
import { compileKitMessages } from '../site/compileKitMessages.ts';
import { precompress } from '../site/precompress.ts';
import { compileConsoleMessages } from './compileConsoleMessages.ts';

const server = process.env.SKINBOX_SERVER ?? 'http://127.0.0.1:8080';

// The server serves the built console under /admin (apps/server/src/http/builtApp.ts).
export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    compileKitMessages(),
    compileConsoleMessages(),
    precompress(),
  ],
  resolve: {
    // Every text the production bundle formats is an AST (the plugins above), so react-intl
    // needs no ICU parser in the browser.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  server: { port: 5174, proxy: { '/api': server } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z', 'defineEndpoint'] } },
  },
}));
