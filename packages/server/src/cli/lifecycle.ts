/**
 * The CLI's side of a server's life: how the banner names the database and shows the demo fixtures, and the signals
 * that stop the server.
 */
import { resolve } from 'node:path';
import { isPostgresUrl } from '../config.js';
import type { Fixtures } from '../seed/demo.js';

/** The database as the banner and `migrate` name it: a PostgreSQL URL without its credentials, or where PGlite keeps it. */
export function shownDatabase(databaseUrl: string): string {
  if (isPostgresUrl(databaseUrl)) return databaseUrl.replace(/\/\/[^@/]*@/, '//***@');
  if (databaseUrl === 'memory://') return 'in memory (PGlite; gone when the server stops)';
  return `${resolve(databaseUrl)} (PGlite)`;
}

/**
 * The demo fixtures in the banner. The admin token is printed only on a terminal: standard output that is
 * a file or a log collector names the fixtures file instead, so that no secret lands in stored logs.
 */
export function printFixtures(fixtures: Fixtures, url: string, fixturesOut: string | undefined): void {
  const file = fixturesOut === undefined ? undefined : resolve(fixturesOut);
  if (process.stdout.isTTY) {
    console.log(`  admin token:  ${fixtures.tokens.admin}`);
  } else {
    console.log(
      `  admin token:  not printed (standard output is not a terminal); read tokens.admin in ${file ?? 'the fixtures (--fixtures-out)'}`,
    );
  }
  console.log(`  organization: ${fixtures.organizationId}`);
  if (file !== undefined) console.log(`  fixtures:     ${file}`);
  const token = process.stdout.isTTY ? fixtures.tokens.admin : '<admin token>';
  console.log(`  try:          curl -H "Authorization: Bearer ${token}" ${url}/v1/orgs`);
}

/**
 * Resolves with the exit code once the server has stopped after SIGTERM or SIGINT: 0 after a graceful drain
 * (bounded by the shutdown time-out), 1 when stopping failed. A second signal exits at once (128 + signal).
 */
export function untilSignalled(stop: () => Promise<void>, shutdownSeconds: number): Promise<number> {
  return new Promise<number>((done) => {
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals, code: number) => {
      if (stopping) {
        console.log(`${signal} again: exiting now`);
        process.exit(code);
      }
      stopping = true;
      console.log(
        `${signal}: draining — no new connections, readiness 503, finishing in-flight requests (at most ${shutdownSeconds} s)`,
      );
      stop().then(
        () => done(0),
        (err: unknown) => {
          console.error(err);
          done(1);
        },
      );
    };
    process.on('SIGINT', () => onSignal('SIGINT', 130));
    process.on('SIGTERM', () => onSignal('SIGTERM', 143));
  });
}
