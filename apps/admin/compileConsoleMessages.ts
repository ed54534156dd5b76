import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The console's catalogue of each language, src/i18n/<locale>.ts: `const <locale> = {…}; export default <locale>;`. */
const CONSOLE_CATALOGUE = /[\\/]apps[\\/]admin[\\/]src[\\/]i18n[\\/](zh|en)\.ts$/;

/** The ICU parser react-intl itself would use (react-intl → intl-messageformat → parser). */
function icuParser(): (message: string) => unknown {
  const fromAdmin = createRequire(import.meta.url);
  const fromReactIntl = createRequire(fromAdmin.resolve('react-intl'));
  const fromFormat = createRequire(fromReactIntl.resolve('intl-messageformat'));
  const parser = fromFormat('@formatjs/icu-messageformat-parser') as {
    parse(message: string): unknown;
  };
  return (message) => parser.parse(message);
}

/**
 * Compiles the console's texts to ASTs while the console is built, as the site's catalogues are,
 * so the production bundle drops the ICU parser (`no-parser` alias in vite.config.ts; the kit's
 * texts are compiled by the site's compileKitMessages). A catalogue is plain data once its types
 * are stripped: it is evaluated here and written back as JSON; a text that does not parse fails
 * the build rather than ship unparsed.
 */
export function compileConsoleMessages(): Plugin {
  const parse = icuParser();
  return {
    name: 'skinbox-compile-console-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const locale = CONSOLE_CATALOGUE.exec(id)?.[1];
      if (!locale) return null;
      const exported = `export default ${locale};`;
      if (!code.includes(exported)) this.error(`${id}: the catalogue must end in \`${exported}\``);
      const texts = new Function(code.replace(exported, `return ${locale};`))() as Record<
        string,
        string
      >;
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, parse(text)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
