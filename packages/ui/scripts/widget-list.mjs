// `node packages/ui/scripts/widget-list.mjs [--write]`: the README's widget list, made from what
// src/index.ts and src/console.ts export. For each exported folder that has stories: its Storybook group and name
// (the stories' `title`), its run-time exports, and what it is for: the line in PURPOSE below, or
// else the first sentence of the doc comment on the stories' `component`. With --write it replaces the part of README.md between the
// `<!-- widgets:start -->` and `<!-- widgets:end -->` markers; otherwise it prints it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

const kit = fileURLToPath(new URL('..', import.meta.url));
const src = join(kit, 'src');
const GROUPS = ['Basics', 'Form', 'Display', 'Feedback', 'Navigation', 'Business', 'Console'];
const START = '<!-- widgets:start -->';
const END = '<!-- widgets:end -->';

/** What each widget is for, one line, by folder. A widget missing here gets its doc comment. */
const PURPOSE = {
  checkbox:
    'Ticks and sets of ticks (agreements, the 18+ check); `CheckboxGroup` for several values.',
  'count-down':
    'Time left (timed boxes, the SMS resend wait), as text or through `children`; `useCountDown`.',
  'count-up': 'A number that runs up to its value (totals, jackpots), easing out over 3000 ms.',
  coupon:
    'Coupons at checkout: one coupon, the coupon list to choose from and the line that opens it.',
  'date-picker':
    'Picking a date (year, month, day) between a minimum and a maximum, on top of Picker.',
  ellipsis: 'Text cut to a number of lines with an ellipsis, expandable.',
  empty: 'The placeholder for an empty list, a failed load or a search without results.',
  field: 'A labelled input or textarea with its rules, error message and optional buttons.',
  form: 'Named fields validated together: `onSubmit` with the values, or focus on the first error.',
  'image-preview':
    'Full-screen pictures: swipe between them, zoom and pan; `showImagePreview` too.',
  pagination: 'Page numbers for desktop listings (10 a page, 5 page buttons).',
  'password-input': 'A row of digit cells for codes and PINs, masked by default.',
  picker: 'Choosing from scrolling columns (one, several or cascading), e.g. quality and exterior.',
  progress: 'A progress bar (progressbar role), e.g. level or event progress.',
  'pull-refresh': 'Pull down at the top of a mobile list to reload it.',
  radio: 'One choice out of a few (`RadioGroup` of `Radio`s), e.g. sex in the profile.',
  rate: 'A star rating (five stars), as a radio group.',
  'submit-bar': 'The checkout bar at the bottom: total, submit button, tip.',
  uploader:
    'Picking and uploading pictures (avatars): thumbnails, limits, per-file state, preview.',
  avatar: 'A player’s picture with its VIP frame or streamer flag, in the SPEC’s sixteen sizes.',
  button: 'Actions: primary, default or danger, three sizes, a loading state, full width.',
  dialog: 'Modal notices and confirmations, as `<Dialog>` or `showDialog` / `showConfirmDialog`.',
  fireworks: 'The celebration over the page while a big win is announced; clicks pass through.',
  icon: 'The kit’s inline SVG icons (`ICON_NAMES`), in the colour of the surrounding text.',
  'lazy-image':
    'Item pictures that load as they near the viewport: placeholder, three attempts, error picture.',
  list: 'Endless feeds (records, bag) that ask for more near the end; loading, no-more, error lines.',
  loading: 'A spinner, alone or with a label, announced as a status.',
  'nav-bar': 'The bar at the top of a screen: back arrow, title, a right-hand slot.',
  notify: 'A message bar at the top of the page, as `Notify.show` or `<Notify>`.',
  overlay: 'The dimmed backdrop under popups; locks page scrolling while shown.',
  popup: 'Panels from the top, bottom, sides or centre (sheets, pickers, menus); a modal dialog.',
  price: 'Coin amounts: the coin icon, the whole part and the decimals (.00 when absent).',
  'prize-toast':
    'The win announcement (who won how much, from a box or battle), as `PrizeToast.show`.',
  'slider-captcha':
    'The slider check before sign-in and SMS codes; reports the drop and drag trace.',
  stepper: 'Quantities (boxes to open, items to buy): minus and plus, min, max, step, long press.',
  switch: 'On/off settings such as sound and animations.',
  tabs: 'Views of one screen behind a line of tabs; sticky, scrolls sideways when many.',
  tag: 'Short labels, and the item quality badge in the CS2 rarity colours.',
  toast:
    'Short feedback in the middle of the screen (text, success, fail, loading), as `Toast.show`.',
};

function moduleFile(base) {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`no module at ${base}`);
}

function parse(file) {
  return parseSync(file, readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' })
    .program;
}

/** Run-time names a module exports (types left out), following `export *`. */
function runtimeExports(file) {
  const names = [];
  for (const node of parse(file).body) {
    if (node.type === 'ExportNamedDeclaration' && node.exportKind !== 'type') {
      if (node.declaration) {
        const d = node.declaration;
        if (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration')
          names.push(d.id.name);
        if (d.type === 'VariableDeclaration')
          for (const v of d.declarations) if (v.id.type === 'Identifier') names.push(v.id.name);
      }
      for (const s of node.specifiers) {
        if (s.exportKind !== 'type') names.push(s.exported.name ?? s.exported.value);
      }
    } else if (node.type === 'ExportAllDeclaration' && node.exportKind !== 'type') {
      names.push(...runtimeExports(moduleFile(join(file, '..', node.source.value))));
    }
  }
  return names;
}

/** Up to the first full stop outside parentheses and backticks. */
function firstSentence(text) {
  let depth = 0;
  let code = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '`') code = !code;
    else if (!code && c === '(') depth += 1;
    else if (!code && c === ')') depth -= 1;
    else if (!code && depth === 0 && c === '.' && (i + 1 === text.length || text[i + 1] === ' '))
      return text.slice(0, i + 1);
  }
  return text;
}

/** First sentence of the doc comment right above `export function|const <name>` in `folder`. */
function summary(folder, name) {
  for (const file of readdirSync(folder)) {
    if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
    const code = readFileSync(join(folder, file), 'utf8');
    const at = code.search(new RegExp(`export (default )?(function|const) ${name}\\b`));
    if (at < 0) continue;
    const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(code.slice(0, at));
    if (!doc) return '';
    const text = doc[1]
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim();
    return firstSentence(text);
  }
  return '';
}

// The main entry's widgets, then the console entry's (`@skinbox/ui/console`).
const folders = ['index.ts', 'console.ts'].flatMap((entry) =>
  parse(join(src, entry))
    .body.filter((n) => n.type === 'ExportAllDeclaration')
    .map((n) => n.source.value.replace(/^\.\//, '')),
);

const widgets = [];
for (const folder of folders) {
  const dir = join(src, folder);
  const stories = readdirSync(dir).filter((f) => f.endsWith('.stories.tsx'));
  if (stories.length === 0 || folder === 'theme') continue;
  const code = readFileSync(join(dir, stories[0]), 'utf8');
  const [group, title] = (
    /title:\s*'([A-Z][\w ]*\/[^']+)'/.exec(code)?.[1] ?? 'Other/' + folder
  ).split('/');
  const component = /component:\s*(\w+)/.exec(code)?.[1] ?? title;
  const exports = runtimeExports(join(dir, 'index.ts')).filter((n) => !/^[A-Z0-9_]+$/.test(n));
  widgets.push({
    folder,
    group,
    title,
    exports,
    summary: PURPOSE[folder] ?? summary(dir, component),
  });
}

const lines = [];
for (const group of [...GROUPS, ...new Set(widgets.map((w) => w.group))]) {
  const inGroup = widgets.filter((w) => w.group === group);
  if (inGroup.length === 0 || lines.includes(`### ${group}`)) continue;
  lines.push(`### ${group}`, '', '| widget | exports | for |', '| --- | --- | --- |');
  for (const w of inGroup.sort((a, b) => a.title.localeCompare(b.title))) {
    const names = w.exports.map((n) => `\`${n}\``).join(', ');
    lines.push(`| ${w.title} (\`${w.folder}/\`) | ${names} | ${w.summary || '—'} |`);
  }
  lines.push('');
}
const list = lines.join('\n').trimEnd();

if (process.argv.includes('--write')) {
  const readme = join(kit, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${START} … ${END} markers`);
  const next = `${text.slice(0, from + START.length)}\n\n${list}\n\n${text.slice(to)}`;
  // The repository's Prettier settings, so `prettier --check` stays quiet about the tables.
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(readme)), filepath: readme };
  writeFileSync(readme, await prettier.format(next, options));
  console.log(`README.md: ${widgets.length} widgets listed`);
} else {
  console.log(list);
}
