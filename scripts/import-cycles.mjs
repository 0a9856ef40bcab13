// Lint guard (CONTRIBUTING.md › Guards): no circle of imports between the modules of a package's src/ or bench/.
// Every relative import counts, type-only ones too (a circle to a reader). Prints each circle and exits 1 on any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The .ts files under `dir`, generated code left out. */
function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'generated' && name !== 'node_modules') out.push(...sources(path));
    } else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The module a relative specifier names (`./x.js` is `./x.ts`, `./dir/index.js` likewise). */
const target = (from, specifier) => resolve(dirname(from), specifier.replace(/\.js$/, '.ts'));

const roots = readdirSync(join(root, 'packages')).flatMap((pkg) =>
  ['src', 'bench']
    .map((part) => join(root, 'packages', pkg, part))
    .filter((dir) => {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    }),
);
const graph = new Map();
for (const file of roots.flatMap(sources)) {
  const text = readFileSync(file, 'utf8');
  graph.set(
    file,
    [...text.matchAll(IMPORT)].map((m) => target(file, m[1])),
  );
}

// Tarjan's strongly connected components: each of more than one module, or a module importing itself, is a circle.
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
  }
  if (state.get(node).low !== state.get(node).index) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    state.get(member).onStack = false;
    component.push(member);
  } while (member !== node);
  if (component.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(component);
}
for (const node of graph.keys()) if (!state.has(node)) visit(node);

for (const circle of circles) console.error(`import circle: ${circle.map((file) => relative(root, file)).join(' ↔ ')}`);
if (circles.length > 0) process.exit(1);
console.log(`no import circle in ${graph.size} modules`);
