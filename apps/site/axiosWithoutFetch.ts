import type { Plugin } from 'vite';

const STUB = '\0skinbox-axios-no-fetch';

/**
 * axios picks its first working adapter from ['xhr', 'http', 'fetch']: in a browser that is
 * always xhr, so its fetch adapter (about 2 KB gzip) is dead weight on the first screen. The site
 * build resolves it to a stub that says "not available here" (`getFetch` returns false), which
 * axios treats like a browser without fetch.
 */
export function axiosWithoutFetch(): Plugin {
  return {
    name: 'skinbox-axios-without-fetch',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer &&
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
      )
        return STUB;
      return null;
    },
    load(id) {
      return id === STUB ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
