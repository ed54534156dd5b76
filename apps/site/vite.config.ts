import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileKitMessages } from './compileKitMessages.ts';
import { errorTextsByLocale } from './errorTextsByLocale.ts';
import { firstScreenCatalogueOnly } from './firstScreenCatalogue.ts';
import { inGameScreensChunk } from './gameScreensChunk.ts';
import { isIconModule, kitIconsWithUsers } from './kitIconsWithUsers.ts';
import { kitTextsWithWidgets } from './kitTextsWithWidgets.ts';
import { lazyImportsAsIs } from './lazyImportsAsIs.ts';
import { precompress } from './precompress.ts';
import { descriptorsWithoutDefaults } from './withoutDefaultMessages.ts';
import { preloadRouteChunks } from './preloadRouteChunks.ts';

const server = process.env.SKINBOX_SERVER ?? 'http://127.0.0.1:8080';

/**
 * A file of react-router's production build. Its package exports name only the development build;
 * the production one beside it is the same code with its developer warnings switched off by a
 * constant, which lets the minifier drop them.
 */
function routerProductionFile(file: string): string {
  const fromSite = createRequire(import.meta.url);
  const fromDom = createRequire(fromSite.resolve('react-router-dom'));
  return join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production', file);
}

export default defineConfig(({ command }) => ({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    compileKitMessages(),
    kitTextsWithWidgets(),
    kitIconsWithUsers(),
    firstScreenCatalogueOnly(),
    errorTextsByLocale(),
    descriptorsWithoutDefaults(),
    preloadRouteChunks(),
    lazyImportsAsIs(),
    precompress(),
  ],
  resolve: {
    // The production build takes @skinbox/api's lean createApi (package.json "imports"): calls
    // sent from a generated route table, no zod schemas in the browser; the server parses every
    // answer through the contract already. The dev server keeps the checking one.
    conditions:
      command === 'build'
        ? ['skinbox-lean', ...defaultClientConditions]
        : [...defaultClientConditions],
    // Every text the production bundle formats is an AST: the site's catalogues (`pnpm i18n`)
    // and the kit's (compileKitMessages), so react-intl needs no ICU parser in the browser.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            { find: /^react-router$/, replacement: routerProductionFile('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProductionFile('dom-export.mjs') },
          ]
        : [],
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
    // No preload list in the entry: Vite's helper and the dependency list of every lazy import
    // were 3.2 KB gzip of the home's first screen. A page opened on a lazy screen gets that
    // screen's chunks as modulepreload links from the server (preloadRouteChunks.ts); a screen
    // opened from the site fetches the chunks its chunk imports once it arrives.
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      // zod schema builders and defineEndpoint have no side effects: a module the first screen
      // imports for its constants (enums, money, upload) leaves its unused schemas, and zod, out.
      treeshake: {
        manualPureFunctions: ['z', 'defineEndpoint'],
        // Emotion imports hoist-non-react-statics (CommonJS, with react-is) for withTheme, which
        // the site never calls; run for its side effects, the two were 0.8 KB gzip of the entry.
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
            sideEffects: false,
          },
        ],
      },
      // Everything the first screen runs in one file: the bundler had split react-intl, mobx, its
      // runtime and two small helpers into chunks of their own, each one more request in the
      // first screen's critical path (six at a time over HTTP/1.1).
      // The game screens' small shared modules in one chunk besides (gameScreensChunk.ts), and the
      // kit's icons the first screen does not draw in another (kitIconsWithUsers.ts): left to
      // itself the bundler gave each set of lazy chunks sharing a few icons a chunk of its own.
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'] },
            { name: 'icons', test: isIconModule },
            { name: 'game-screens', test: inGameScreensChunk },
          ],
        },
      },
    },
  },
}));
