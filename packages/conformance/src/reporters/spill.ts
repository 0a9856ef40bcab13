/**
 * Where the long parts of curl lines go, so that a curl line stays short: a request body (read back with
 * `--data-binary @file`), a long header (`-H @file`) or URL (`-K file`) is written to a file named by the hash of
 * its content. A report written to a file puts them beside it (`<report dir>/bodies/`); reports on the terminal or
 * on stdout put them in `<os.tmpdir()>/docs-api-conformance/bodies/`. Files hold what the line would have held:
 * secrets masked unless --show-secrets.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The directory name beside a report. */
export const SPILL_DIR = 'bodies';

export class Spill {
  /** Every file written, by its path: its content (the certification bundle hashes them). */
  readonly written = new Map<string, string>();

  constructor(readonly dir: string) {}

  /** Writes `content` (once: the name is its hash) and answers the file's path. */
  write(content: string, extension: string): string {
    const name = `${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${extension}`;
    const path = join(this.dir, name);
    if (!existsSync(path)) {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(path, content);
    }
    this.written.set(path, content);
    return path;
  }
}

/** The files of a report written to `file`: beside it. */
export const spillBeside = (file: string): Spill => new Spill(join(dirname(file), SPILL_DIR));

/** The files of a report without a file of its own (the terminal, stdout). */
export const sharedSpill = (): Spill => new Spill(join(tmpdir(), 'docs-api-conformance', SPILL_DIR));
