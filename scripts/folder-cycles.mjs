#!/usr/bin/env node
/**
 * Folder-level runtime cycles: a folder that reaches itself through the run-time imports of its files
 * cannot be read, tested or moved apart from the folders on the loop. File-level cycles are caught by
 * dependency-cruiser's no-cycle rule; this catches the wider loop that only shows between folders.
 *
 * Reads dependency-cruiser's JSON (a path as the argument, or run it) and prints every strongly
 * connected set of folders (Tarjan); exits 1 when any set holds more than one folder.
 * Type-only imports and lazy import() leave no load-time edge, and tests are not run-time code.
 * A folder is a top-level folder of src (a feature or a foundation such as http/, with its subfolders),
 * but a feature's `rules/` is a node of its own: pure rules that import only packages and other
 * rules (the dependency-cruiser rule rules-are-pure holds that), the layer every feature may read.
 * The files at the root of src (config, features, app, main...) are each a node of their own: they
 * are the assembly and its settings, not one folder of one concern.
 *
 *   node scripts/folder-cycles.mjs [cruise.json]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

const ROOT = 'apps/server/src';
const TEST_FILE = /\.test\.tsx?$|\/testing\//;

function cruise() {
  const path = process.argv[2];
  if (path) return JSON.parse(readFileSync(path, 'utf8'));
  const out = execFileSync(
    'depcruise',
    [ROOT, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { maxBuffer: 1 << 30, encoding: 'utf8' },
  );
  return JSON.parse(out);
}

function isRuntime(dependency) {
  const types = dependency.dependencyTypes;
  return !dependency.dynamic && !types.includes('type-only') && types.includes('local');
}

function folderOf(file) {
  if (dirname(file) === ROOT) return file;
  const [feature, sub] = file.slice(ROOT.length + 1).split('/');
  return sub === 'rules' ? `${ROOT}/${feature}/rules` : `${ROOT}/${feature}`;
}

function folderGraph(modules) {
  const edges = new Map();
  const add = (folder) => edges.get(folder) ?? edges.set(folder, new Set()).get(folder);
  for (const module of modules) {
    if (!module.source.startsWith(`${ROOT}/`) || TEST_FILE.test(module.source)) continue;
    const from = add(folderOf(module.source));
    for (const dependency of module.dependencies) {
      const to = dependency.resolved;
      if (!isRuntime(dependency) || !to.startsWith(`${ROOT}/`)) continue;
      if (folderOf(to) !== folderOf(module.source)) from.add(folderOf(to));
    }
  }
  return edges;
}

/** Tarjan's strongly connected components, iterative so a deep graph cannot overflow the stack. */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const sets = [];
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, targets: [...edges.get(start)], at: 0 }];
    index.set(start, next).set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(edges.get(target) ?? [])], at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const set = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        set.push(member);
      } while (member !== frame.node);
      sets.push(set.sort());
    }
  }
  return sets;
}

const edges = folderGraph(cruise().modules);
const cycles = stronglyConnected(edges).filter((set) => set.length > 1);
const inCycles = cycles.reduce((sum, set) => sum + set.length, 0);
for (const set of cycles) {
  console.log(`${set.length} folders in one cycle:`);
  for (const folder of set) {
    const inside = [...edges.get(folder)].filter((to) => set.includes(to));
    const name = (path) => path.slice(ROOT.length + 1);
    console.log(`  ${name(folder)} -> ${inside.map(name).join(', ')}`);
  }
}
console.log(`${edges.size} folders, ${cycles.length} folder cycles holding ${inCycles} folders`);
process.exit(cycles.length > 0 ? 1 : 0);
