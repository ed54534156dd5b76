import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { functionFiles } from '../../db/repeatable';

/**
 * Reads the server's code for every way value can enter an account, so entries.test.ts can hold
 * the economy model to it: the kind of every ledger credit (money/ledger.ts's
 * `credit(tx, { kind })`, `creditUnlessZero` and `creditMany`, and the SQL functions' ledger
 * inserts), the kind of every bag event (how items arrive: drizzle inserts into bagEvents and SQL
 * `INSERT INTO bag_events`), and every config item read through readSetting or readMoneySetting.
 * A kind built from a constant, a template or a function's parameter is followed to its values (a
 * parameter through the function's call sites); one it cannot follow is reported, so nothing
 * slips past by being hard to read.
 */
export interface ValueSources {
  ledgerKinds: Set<string>;
  itemKinds: Set<string>;
  settings: Set<string>;
  /** Places whose value could not be followed, as 'file:line: text'. */
  unresolved: string[];
}

interface Module {
  file: string;
  source: ts.SourceFile;
}

interface SourceText {
  file: string;
  text: string;
}

/** The workspace packages the server imports: each one's entry file, and their sources. */
interface WorkspacePackages {
  entries: ReadonlyMap<string, string>;
  files: readonly SourceText[];
}

/** The shared packages whose constants the server's kinds are built from (the game prefixes). */
const WORKSPACE_PACKAGES = ['fairness', 'rules'] as const;

const parse = (file: string, text: string): Module => ({
  file,
  source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true),
});

const MAX_DEPTH = 4;

/** money/ledger.ts's calls that credit one movement, named by its second argument's kind. */
const CREDIT_CALLS = new Set(['credit', 'creditUnlessZero']);

function listSources(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter(
      (path) =>
        path.endsWith('.ts') &&
        !path.endsWith('.test.ts') &&
        !path.split('/').includes('testing') &&
        path !== 'money/ledger.ts',
    )
    .map((path) => join(root, path));
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;

class Scanner {
  readonly found: ValueSources = {
    ledgerKinds: new Set(),
    itemKinds: new Set(),
    settings: new Set(),
    unresolved: [],
  };
  private readonly modules = new Map<string, Module>();
  /** The workspace packages' modules, read only to follow a constant the server imports. */
  private readonly packageModules = new Map<string, Module>();

  constructor(
    files: ReadonlyArray<SourceText>,
    private readonly packages: WorkspacePackages = { entries: new Map(), files: [] },
  ) {
    for (const { file, text } of files) this.modules.set(file, parse(file, text));
    for (const { file, text } of packages.files) this.packageModules.set(file, parse(file, text));
  }

  /** The module an import or re-export names: a relative path, or a workspace package's entry. */
  private imported(from: Module, specifier: string): Module | undefined {
    const path = specifier.startsWith('.')
      ? `${resolve(dirname(from.file), specifier)}.ts`
      : this.packages.entries.get(specifier);
    return path === undefined
      ? undefined
      : (this.modules.get(path) ?? this.packageModules.get(path));
  }

  private where(node: ts.Node) {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${source.fileName}:${line + 1}: ${node.getText().slice(0, 80)}`;
  }

  /** A top-level `const name = …` of a module, following a named import to its module. */
  private constant(module: Module, name: string, seen = 0): ts.Expression | undefined {
    if (seen > MAX_DEPTH) return undefined;
    for (const statement of module.source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
            return declaration.initializer;
          }
        }
      }
      // `import { name } from '…'` and a package index's `export { name } from '…'`.
      const link = ts.isImportDeclaration(statement)
        ? { bindings: statement.importClause?.namedBindings, specifier: statement.moduleSpecifier }
        : ts.isExportDeclaration(statement)
          ? { bindings: statement.exportClause, specifier: statement.moduleSpecifier }
          : undefined;
      if (!link?.bindings || !link.specifier || !ts.isStringLiteral(link.specifier)) continue;
      if (!ts.isNamedImports(link.bindings) && !ts.isNamedExports(link.bindings)) continue;
      const elements: readonly ts.ImportOrExportSpecifier[] = link.bindings.elements;
      const imported = elements.find((e) => e.name.text === name);
      if (!imported) continue;
      const target = this.imported(module, link.specifier.text);
      if (target)
        return this.constant(target, (imported.propertyName ?? imported.name).text, seen + 1);
    }
    return undefined;
  }

  private moduleOf(node: ts.Node): Module {
    const file = node.getSourceFile().fileName;
    const module = this.modules.get(file) ?? this.packageModules.get(file);
    if (!module) throw new Error(`no module ${node.getSourceFile().fileName}`);
    return module;
  }

  /** The name a function is called by, when it has one. */
  private nameOf(fn: ts.SignatureDeclaration): string | undefined {
    if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
    const owner = fn.parent;
    return ts.isVariableDeclaration(owner) && ts.isIdentifier(owner.name)
      ? owner.name.text
      : undefined;
  }

  /** The innermost function around a node that takes `name` as a parameter, and its index. */
  private parameterOf(node: ts.Node, name: string) {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isFunctionLike(at)) {
        const index = at.parameters.findIndex(
          (p) => ts.isIdentifier(p.name) && p.name.text === name,
        );
        if (index >= 0) return { name: this.nameOf(at), index };
      }
    }
    return undefined;
  }

  /** The values an argument takes at every call of the function named `name`. */
  private argumentValues(name: string, index: number, depth: number): string[] | undefined {
    const values: string[] = [];
    let calls = 0;
    for (const module of this.modules.values()) {
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === name
        ) {
          calls += 1;
          const argument = node.arguments[index];
          const got = argument ? this.values(argument, depth + 1) : undefined;
          if (got) values.push(...got);
          else this.found.unresolved.push(this.where(node));
        }
        ts.forEachChild(node, visit);
      };
      visit(module.source);
    }
    return calls > 0 ? values : undefined;
  }

  /** Every text an expression can take, or undefined when it cannot be followed. */
  values(expression: ts.Expression, depth = 0): string[] | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const node = unwrap(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isConditionalExpression(node)) {
      const [yes, no] = [this.values(node.whenTrue, depth), this.values(node.whenFalse, depth)];
      return yes && no ? [...yes, ...no] : undefined;
    }
    if (ts.isTemplateExpression(node)) {
      let texts = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = this.values(span.expression, depth);
        if (!parts) return undefined;
        texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
      }
      return texts;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const object = this.constant(this.moduleOf(node), node.expression.text);
      if (object && ts.isObjectLiteralExpression(unwrap(object))) {
        const member = (unwrap(object) as ts.ObjectLiteralExpression).properties.find(
          (p) => ts.isPropertyAssignment(p) && p.name.getText() === node.name.text,
        );
        if (member && ts.isPropertyAssignment(member))
          return this.values(member.initializer, depth);
      }
      return undefined;
    }
    if (ts.isIdentifier(node)) {
      const parameter = this.parameterOf(node, node.text);
      if (parameter) {
        return parameter.name === undefined
          ? undefined
          : this.argumentValues(parameter.name, parameter.index, depth);
      }
      const initializer = this.constant(this.moduleOf(node), node.text);
      return initializer ? this.values(initializer, depth + 1) : undefined;
    }
    return undefined;
  }

  private record(into: Set<string>, expression: ts.Expression | undefined, at: ts.Node) {
    const got = expression ? this.values(expression) : undefined;
    if (got) for (const value of got) into.add(value);
    else this.found.unresolved.push(this.where(at));
  }

  /** The `kind` properties anywhere inside a node (object literals, also inside a map callback). */
  private kindProperties(node: ts.Node, into: Set<string>) {
    const visit = (at: ts.Node) => {
      if (ts.isPropertyAssignment(at) && at.name.getText() === 'kind') {
        this.record(into, at.initializer, at);
      } else if (ts.isShorthandPropertyAssignment(at) && at.name.text === 'kind') {
        this.record(into, at.name, at);
      }
      ts.forEachChild(at, visit);
    };
    visit(node);
  }

  /** The value of column `column` in an `INSERT INTO table (…) VALUES|SELECT …` template. */
  private sqlInsert(
    template: ts.TemplateLiteral,
    table: string,
    column: string,
    into: Set<string>,
  ) {
    const pieces: Array<{ text: string } | { expression: ts.Expression }> = [];
    if (ts.isNoSubstitutionTemplateLiteral(template)) pieces.push({ text: template.text });
    else {
      pieces.push({ text: template.head.text });
      for (const span of template.templateSpans) {
        pieces.push({ expression: span.expression }, { text: span.literal.text });
      }
    }
    const flat = pieces.map((p, i) => ('text' in p ? p.text : `@@${i}@@`)).join('');
    const pattern = new RegExp(
      `INSERT INTO ${table}\\s*\\(([^)]*)\\)\\s*(?:VALUES\\s*\\(|SELECT\\s)([^]*?)(?:\\)|\\sFROM\\s|$)`,
      'gi',
    );
    for (const match of flat.matchAll(pattern)) {
      const columns = (match[1] ?? '').split(',').map((c) => c.trim());
      const values = (match[2] ?? '').split(',').map((v) => v.trim());
      const value = values[columns.indexOf(column)] ?? '';
      const literal = /^'([^']*)'$/.exec(value);
      const placeholder = /^@@(\d+)@@$/.exec(value);
      const piece = placeholder ? pieces[Number(placeholder[1])] : undefined;
      if (literal?.[1] !== undefined) into.add(literal[1]);
      else if (piece && 'expression' in piece) this.record(into, piece.expression, template);
      else this.found.unresolved.push(this.where(template));
    }
  }

  scan(): ValueSources {
    for (const module of this.modules.values()) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          const [, second] = node.arguments;
          if (CREDIT_CALLS.has(name) && second && ts.isObjectLiteralExpression(unwrap(second))) {
            const kind = (unwrap(second) as ts.ObjectLiteralExpression).properties.find(
              (p) => p.name?.getText() === 'kind',
            );
            if (kind && ts.isPropertyAssignment(kind)) {
              this.record(this.found.ledgerKinds, kind.initializer, kind);
            } else if (kind && ts.isShorthandPropertyAssignment(kind)) {
              this.record(this.found.ledgerKinds, kind.name, kind);
            } else this.found.unresolved.push(this.where(node));
          }
          if (name === 'creditMany' && second) {
            // Many credits in one statement: every object written in its list names a kind.
            const literals = (inner: ts.Node): void => {
              if (ts.isObjectLiteralExpression(inner)) {
                const kind = inner.properties.find((p) => p.name?.getText() === 'kind');
                if (kind && ts.isPropertyAssignment(kind)) {
                  this.record(this.found.ledgerKinds, kind.initializer, kind);
                }
              }
              ts.forEachChild(inner, literals);
            };
            literals(second);
          }
          if ((name === 'readSetting' || name === 'readMoneySetting') && second) {
            this.record(this.found.settings, second, node);
          }
        }
        // tx.insert(bagEvents).values(…)
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'values' &&
          ts.isCallExpression(node.expression.expression) &&
          node.expression.expression.arguments[0]?.getText() === 'bagEvents'
        ) {
          for (const argument of node.arguments)
            this.kindProperties(argument, this.found.itemKinds);
        }
        if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
          this.sqlInsert(node.template, 'bag_events', 'kind', this.found.itemKinds);
          this.sqlInsert(node.template, 'ledger', 'kind', this.found.ledgerKinds);
        }
        ts.forEachChild(node, visit);
      };
      visit(module.source);
    }
    return this.found;
  }
}

/** Scans TypeScript sources given as text (the test's own examples use it). */
export function scanSources(
  files: readonly SourceText[],
  packages?: WorkspacePackages,
): ValueSources {
  return new Scanner(files, packages).scan();
}

const readSources = (files: readonly string[]) =>
  files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/**
 * Scans the server: its TypeScript under src (tests and test helpers aside), the SQL of its
 * migrations and its database functions (db/repeatable.ts), which credit the ledger and fill the
 * bag too (box opening).
 */
export function scanServer(serverRoot: string): ValueSources {
  const src = join(serverRoot, 'src');
  const packagesRoot = join(serverRoot, '..', '..', 'packages');
  const packages: WorkspacePackages = {
    entries: new Map(
      WORKSPACE_PACKAGES.map((name) => [
        `@skinbox/${name}`,
        join(packagesRoot, name, 'src', 'index.ts'),
      ]),
    ),
    files: readSources(
      WORKSPACE_PACKAGES.flatMap((name) => listSources(join(packagesRoot, name, 'src'))),
    ),
  };
  const found = scanSources(readSources(listSources(src)), packages);
  const migrations = join(serverRoot, 'drizzle');
  const sqlFiles = [
    ...readdirSync(migrations)
      .filter((n) => n.endsWith('.sql'))
      .map((n) => join(migrations, n)),
    ...functionFiles(src).map((n) => join(src, n)),
  ];
  for (const file of sqlFiles) {
    const name = relative(serverRoot, file);
    const text = readFileSync(file, 'utf8');
    const inserts = /INSERT INTO (ledger|bag_events)\s*\(([^)]*)\)\s*VALUES\s*\(([^)]*)\)/gi;
    for (const match of text.matchAll(inserts)) {
      const columns = (match[2] ?? '').split(',').map((c) => c.trim());
      const values = (match[3] ?? '').split(',').map((v) => v.trim());
      const kind = /^'([^']*)'$/.exec(values[columns.indexOf('kind')] ?? '')?.[1];
      const cents = values[columns.indexOf('cents')] ?? '';
      if (kind === undefined) found.unresolved.push(`${name}: ${match[0].slice(0, 80)}`);
      else if (match[1] === 'bag_events') found.itemKinds.add(kind);
      else if (!cents.startsWith('-')) found.ledgerKinds.add(kind);
    }
  }
  return found;
}
