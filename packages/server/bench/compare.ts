/**
 * `--compare <git ref>`: that ref checked out in a temporary worktree (`git worktree add --detach`), its
 * dependencies installed from the pnpm store (offline when the store has them all) and its server built, so the
 * suite can measure it beside this tree. `remove()` takes the worktree away again; it is also called on SIGINT and
 * SIGTERM (bench/main.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBuild, type Build } from './cli-server.js';

export interface RefBuild {
  build: Build & { commit: string };
  remove: RemoveWorktree;
}

/**
 * Removes a worktree and its temporary parent. `background`: in a process of its own session that outlives this
 * one (on SIGINT the package manager and tsx may end this process before a synchronous removal of node_modules
 * is done).
 */
export type RemoveWorktree = (options?: { background?: boolean }) => void;

/** Runs a command in `cwd`; rejects with its output's tail when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-3000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${tail}`)),
    );
  });
}

const git = (root: string, args: string[]) => spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });

/** The commit a ref names in the repository at `root`. */
export function resolveRef(root: string, ref: string): string {
  const result = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const commit = result.stdout.trim();
  if (result.status !== 0 || commit === '') throw new Error(`${ref} is not a commit of ${root}`);
  return commit;
}

/**
 * Checks out and builds `ref`. `onWorktree` receives the remover as soon as the worktree exists, so that an
 * interrupt during the (minutes long) install and build still removes it.
 */
export async function prepareRef(
  root: string,
  ref: string,
  onWorktree: (remove: RemoveWorktree) => void,
): Promise<RefBuild> {
  const commit = resolveRef(root, ref);
  const parent = mkdtempSync(join(tmpdir(), 'docs-api-bench-ref-'));
  const dir = join(parent, 'tree');
  let removed = false;
  const remove: RemoveWorktree = (options = {}) => {
    if (removed) return;
    removed = true;
    if (options.background === true) {
      const script = 'git -C "$1" worktree remove --force "$2"; rm -rf "$3"; git -C "$1" worktree prune';
      spawn('sh', ['-c', script, 'sh', root, dir, parent], { detached: true, stdio: 'ignore' }).unref();
      return;
    }
    git(root, ['worktree', 'remove', '--force', dir]);
    rmSync(parent, { recursive: true, force: true });
    git(root, ['worktree', 'prune']);
  };
  onWorktree(remove);
  try {
    const added = git(root, ['worktree', 'add', '--detach', dir, commit]);
    if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr}`);
    const t0 = performance.now();
    console.log(`  ${ref} (${commit.slice(0, 10)}) in ${dir}: pnpm install from the store`);
    try {
      await run('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent'], dir);
    } catch {
      console.log('  the store lacks some packages: pnpm install --prefer-offline');
      await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], dir);
    }
    console.log(`  ${ref}: pnpm build (the server and what it depends on)`);
    await run('pnpm', ['turbo', 'run', 'build', '--filter=@docs-api/server', '--output-logs=errors-only'], dir, {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
    });
    console.log(`  ${ref}: built in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    return { build: { ...describeBuild(ref, dir), commit }, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
