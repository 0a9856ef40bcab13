/**
 * SIGINT and SIGTERM while a command runs: the first signal says on stderr what the command does about it and aborts
 * the command's signal, so that it stops, cleans up and reports; a second one exits at once.
 */

/** A command listening for SIGINT and SIGTERM. */
export interface Interruption {
  /** Aborted by the first signal. */
  signal: AbortSignal;
  /** The exit code the signal asks for (130 after SIGINT, 143 after SIGTERM); 0 while none came. */
  code(): number;
  /** Stops listening. */
  release(): void;
}

/** Listens for SIGINT and SIGTERM; `stopping` says what the command does at the first (`stopping, cleaning up …`). */
export function listenForInterrupt(stopping: string): Interruption {
  const controller = new AbortController();
  let code = 0;
  const stop = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    code = 128 + (signal === 'SIGINT' ? 2 : 15);
    process.stderr.write(`\ndocs-api-conformance: ${signal}: ${stopping} (again to quit at once)\n`);
    controller.abort();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return {
    signal: controller.signal,
    code: () => code,
    release: () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    },
  };
}
