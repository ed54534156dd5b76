/**
 * The layering DESIGN.md section 1 draws and the server keeps, held by a tool (`pnpm lint`).
 * Type-only imports count too: a type from a feature is still knowledge of that feature.
 */
const FEATURE_FOLDERS =
  '(activity|admin|auth|avatars|bag|battles|boxes|captcha|catalogue|chat|content|coupons|crash|dashboard|economy|economyModel|fairness|freecase|health|images|limits|lucky|mall|messages|metrics|ops|payment|players|profile|ranking|realname|recharge|records|redpackets|referral|registerReward|reserve|roll|seed|signin|sms|stickers|support|tasks|timebox|tradeup|turntable|uploads|vip|wagering|welfare)';
const SERVER = '^apps/server/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'A file that reaches itself through its imports cannot be read or moved alone. A type-only import leaves nothing at run time, and a lazy import() is a chunk boundary (the manifest loads its screens on demand), so neither makes a load cycle.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only', 'dynamic-import'],
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
    {
      name: 'ui-imports-no-workspace-package',
      comment:
        'The kit is reused by sister platforms: it knows nothing of MobX, the API or the site.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(api|stores|fairness|rules)|apps)/' },
    },
    {
      name: 'rules-import-nothing-of-the-workspace',
      comment:
        'The shared rules are pure and sit under everything that uses them: the contract, the fairness math, the stores, the kit and the apps import them, never the other way.',
      severity: 'error',
      from: { path: '^packages/rules/' },
      to: { path: '^(packages/(api|stores|ui|fairness)|apps)/' },
    },
    {
      name: 'packages-import-no-app',
      comment: 'Nothing imports apps/*.',
      severity: 'error',
      from: { path: '^packages/', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: '^apps/' },
    },
    {
      name: 'stores-import-no-ui',
      comment: 'The stores hold state for any view: site -> stores -> api.',
      severity: 'error',
      from: { path: '^packages/stores/' },
      to: { path: '^(packages/ui|apps)/' },
    },
    {
      name: 'api-imports-no-stores-or-ui',
      comment: 'The contract is the bottom of the stack.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^packages/(stores|ui)/' },
    },
    {
      name: 'feature-imports-no-assembly',
      comment:
        'A feature is listed by features.ts and mounted by app.ts; importing either ties every feature to every other.',
      severity: 'error',
      from: { path: `${SERVER}${FEATURE_FOLDERS}/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}(features|app|main)\\.ts$` },
    },
    {
      name: 'foundation-imports-no-feature',
      comment:
        'http/, runtime/, money/, db/ and platform/ are what features stand on; a feature import there makes a folder cycle.',
      severity: 'error',
      from: { path: `${SERVER}(http|runtime|money|db|platform)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}(${FEATURE_FOLDERS}/|(features|app)\\.ts$)` },
    },
    {
      name: 'server-rules-are-pure',
      comment:
        "A feature's rules/ is pure: at run time it reads packages, other rules and the schema's constants, so any feature may read any rules/ without tying itself to that feature (scripts/folder-cycles.mjs counts each rules/ as a folder of its own).",
      severity: 'error',
      from: { path: `${SERVER}.+/rules/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: SERVER,
        pathNot: [`${SERVER}.+/rules/`, `${SERVER}db/schema`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'economy-imports-no-feature',
      comment:
        "economy/ (config, limits, pure rules) is what features import, so it reads features only through their rules/; the model that reads every feature is economyModel/.",
      severity: 'error',
      from: { path: `${SERVER}economy/`, pathNot: '\\.test\\.ts$|/testing/' },
      to: {
        path: `${SERVER}${FEATURE_FOLDERS}/`,
        pathNot: [`${SERVER}economy/`, `${SERVER}[^/]+/rules/`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'only-ops-reads-economy-model',
      comment:
        'The economy model reads every feature; a feature that imported it would make a folder cycle. Only ops verbs (and tests) read it.',
      severity: 'error',
      from: { path: SERVER, pathNot: `^apps/server/src/(economyModel|ops)/|\\.test\\.ts$` },
      to: { path: `${SERVER}economyModel/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
