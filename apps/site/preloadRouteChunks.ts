import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/**
 * The lazily loaded screen of each route segment (/m/<segment>, /p/<segment>, /p/me/<segment>),
 * as src/screens/game/routes.tsx and src/screens/account/routes.tsx import them. A segment missing
 * here only loses the early start described below.
 */
const SCREENS: Record<string, string> = {
  openbox: 'openbox/OpenBox.tsx',
  bag: 'bag/Bag.tsx',
  record: 'record/Record.tsx',
  recharge: 'recharge/Recharge.tsx',
  mall: 'mall/Mall.tsx',
  fairness: 'fairness/Fairness.tsx',
  help: 'help/Help.tsx',
  sign: 'sign/SignIn.tsx',
  register: 'register/Register.tsx',
  forgetPW: 'forget-password/ForgetPassword.tsx',
  personal: 'personal/Personal.tsx',
  personalInfo: 'personal-info/PersonalInfo.tsx',
  personalEdit: 'personal-edit/PersonalEdit.tsx',
  personalHead: 'personal-head/PersonalHead.tsx',
  information: 'information/Information.tsx',
  informationDetail: 'information/InformationDetail.tsx',
  vip: 'vip/Vip.tsx',
  download: 'download/Download.tsx',
};

function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, skip: Set<string>, out: Set<string>) {
  if (skip.has(chunk.fileName) || out.has(chunk.fileName)) return;
  out.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') chunkFiles(bundle, imported, skip, out);
  }
}

/**
 * A page opened directly on a lazily loaded screen (e.g. /m/openbox) would fetch that screen's
 * chunks only after the entry chunk has run. This adds a tiny async module script (its own
 * file: the server's CSP allows no inline script) that reads the address and adds
 * `modulepreload` links for that screen's chunks, so they download beside the entry chunk.
 */
export function preloadRouteChunks(): Plugin {
  let outDir = 'dist';
  let emitted: { fileName: string; source: string } | null = null;
  return {
    name: 'skinbox-preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      if (!emitted) return;
      mkdirSync(join(outDir, 'assets'), { recursive: true });
      writeFileSync(join(outDir, emitted.fileName), emitted.source);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const eager = new Set<string>();
        if (entry) chunkFiles(bundle, entry, new Set(), eager);
        // One list of files and, per segment, the indexes of its files: the script stays small.
        const files: string[] = [];
        const routes: Record<string, number[]> = {};
        for (const [segment, screen] of Object.entries(SCREENS)) {
          const chunk = chunks.find((c) =>
            c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/screens/${screen}`),
          );
          if (!chunk) continue;
          const own = new Set<string>();
          chunkFiles(bundle, chunk, eager, own);
          routes[segment] = [...own].map((file) => {
            if (!files.includes(file)) files.push(file);
            return files.indexOf(file);
          });
        }
        const source =
          `var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},` +
          `s=location.pathname.split('/'),i=r[s[1]==='p'&&s[2]==='me'?s[3]:s[2]];` +
          `if(i)i.forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';` +
          `l.crossOrigin='';l.href='/'+f[n];document.head.appendChild(l)});\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        emitted = { fileName: `assets/route-preload-${hash}.js`, source };
        return {
          html,
          tags: [
            {
              tag: 'script',
              // async: it runs as soon as it arrives, without waiting for the entry chunk.
              attrs: {
                type: 'module',
                async: true,
                crossorigin: true,
                src: `/${emitted.fileName}`,
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
