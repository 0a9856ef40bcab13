// Used by the Dockerfile's build stage: keeps in a `pnpm deploy --prod` folder only the packages its production
// dependencies reach through `dependencies`, `optionalDependencies` and required peers. pnpm also installs the
// optional peers it found in the workspace — @prisma/client's `prisma` (the CLI, with Prisma Studio, React and
// TypeScript) — which nothing at run time imports: about half of the folder.
//
//   node deploy/prune-optional-peers.mjs /out/server
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

const root = realpathSync(process.argv[2] ?? '.');
const store = join(root, 'node_modules', '.pnpm');

/** Node's lookup of `name` from a package folder: each ancestor's node_modules (a node_modules folder itself skipped). */
function resolveFrom(dir, name) {
  for (let at = dir; ; at = dirname(at)) {
    if (basename(at) !== 'node_modules') {
      const candidate = join(at, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    }
    if (dirname(at) === at) return undefined;
  }
}

/** The names a package needs at run time: its dependencies, optional dependencies and peers not marked optional. */
function needs(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const optionalPeers = new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional === true)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
  ];
}

const reached = new Set([root]);
const queue = [root];
while (queue.length > 0) {
  const dir = queue.pop();
  for (const name of needs(dir)) {
    const found = resolveFrom(dir, name);
    if (found !== undefined && !reached.has(found)) {
      reached.add(found);
      queue.push(found);
    }
  }
}

// An entry of the store (.pnpm/<id>) stays when a package reached lives in it.
const kept = new Set(
  [...reached].filter((dir) => dir.startsWith(store + sep)).map((dir) => relative(store, dir).split(sep)[0]),
);
let removed = 0;
for (const entry of readdirSync(store)) {
  if (entry === 'node_modules' || entry.startsWith('lock') || kept.has(entry)) continue;
  rmSync(join(store, entry), { recursive: true, force: true });
  removed++;
}
console.log(
  `${relative(process.cwd(), root) || '.'}: kept ${kept.size} packages, removed ${removed} reached by no run-time import`,
);
