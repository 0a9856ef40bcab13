/**
 * The transport of `compare`: every request the suite sends to side `a` goes, once `a` has answered, to side `b` as
 * `b` would have it, and both answers go to the comparison. One request (and its mirror) at a time: both servers
 * then see the same requests in the same order, so that lists, counts and orders can be compared, whatever the
 * checks run at once.
 */
import { Transport, type RawResponse, type TransportOptions } from '../engine/transport.js';
import type { Timeline } from '../engine/timeline.js';
import type { RecordedRequest } from '../engine/types.js';
import type { Comparison } from './comparison.js';

export class MirroredTransport extends Transport {
  private turn: Promise<void> = Promise.resolve();

  constructor(
    options: TransportOptions,
    timeline: Timeline,
    /** Sends to side `b` (its own pace and throttling). */
    private readonly other: Transport,
    private readonly comparison: Comparison,
  ) {
    super(options, timeline);
  }

  override async send(request: RecordedRequest, raw = false, timeoutMs = this.options.timeoutMs): Promise<RawResponse> {
    const before = this.turn;
    let done = (): void => undefined;
    this.turn = new Promise((resolve) => (done = resolve));
    await before;
    try {
      const answer = await super.send(request, raw, timeoutMs);
      const mirrored = this.comparison.translate(request);
      const other = await this.other
        .send(mirrored, raw, timeoutMs)
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      this.comparison.record(request, answer, mirrored, other);
      return answer;
    } finally {
      done();
    }
  }
}
