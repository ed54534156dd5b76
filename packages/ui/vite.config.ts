// Library build of the kit: `pnpm --filter @skinbox/ui build`.
// ESM only, one output file per source module (preserveModules), so a consumer's bundler keeps
// only the widgets it imports ("sideEffects": false in package.json). React, Emotion and
// react-intl stay external: the consumer supplies them once. Type declarations come from tsc
// (tsconfig.build.json), run after this by the `build` script.
// The workspace (site, Storybook, Vitest) imports src/ directly; only the published package
// points at dist/ (publishConfig in package.json).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { minifyCssTemplatesPlugin } from './minifyCssTemplates.ts';

// The peers, and the console widgets' libraries, which the consumer's bundler resolves from the
// kit's dependencies. uPlot's style sheet is not external: it is inlined, so no consumer's
// bundler has to handle CSS.
const EXTERNAL =
  /^((react|react-dom|react-intl|@emotion\/[^/]+|@tanstack\/react-table)(\/.*)?|uplot)$/;

export default defineConfig({
  // The CSS in css`…` templates is minified here: Emotion would ship it as written.
  plugins: [minifyCssTemplatesPlugin(), react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    // Consumers minify; readable output is easier to debug and tree-shakes the same.
    minify: false,
    sourcemap: false,
    lib: {
      // The console widgets (`@skinbox/ui/console`) and the languages besides zh
      // (`@skinbox/ui/locale/<locale>`) are entries of their own.
      entry: [
        'index',
        'console',
        'locale/lang/en',
        'locale/lang/vi',
        'locale/lang/ko',
        'locale/lang/tw',
      ].map((module) => fileURLToPath(new URL(`./src/${module}.ts`, import.meta.url))),
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => EXTERNAL.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: fileURLToPath(new URL('./src', import.meta.url)),
        // uPlot's inlined style sheet is a module of its own; out of node_modules/, which a
        // published package's files leave out.
        entryFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/node_modules/')
            ? `vendor/${chunk.name.split('/').at(-1)}.js`
            : '[name].js',
      },
    },
  },
});
