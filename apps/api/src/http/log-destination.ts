import { writeSync } from 'node:fs';

/** What a write into a full pipe waits on (1 ms) before it tries again. */
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Where the server's log lines go (standard output by default). pino's own default writes each line with a
 * blocking `write` as it is logged: two system calls for every request's access log, which made the log the
 * largest cost of a cheap call. Here the lines logged in one turn of the event loop go out together in one write
 * right after it (`setImmediate`), so under load one write carries the lines of many requests, and a quiet server
 * still writes each line at once. What is waiting when the process exits (a signal's drain, a crash) is written
 * before it ends.
 */
export class LogDestination {
  private waiting: string[] = [];
  private scheduled = false;

  constructor(private readonly fd = 1) {
    process.once('exit', () => this.flushSync());
  }

  /** pino's stream interface: one serialized line, its newline included. */
  write(line: string): boolean {
    this.waiting.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flushSync();
      });
    }
    return true;
  }

  /** Everything waiting, written before this returns. */
  flushSync(): void {
    if (this.waiting.length === 0) return;
    const bytes = Buffer.from(this.waiting.length === 1 ? this.waiting[0] : this.waiting.join(''));
    this.waiting = [];
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += writeSync(this.fd, bytes, offset);
      } catch (error) {
        // A full non-blocking pipe: wait a moment and try again, as pino's own destination does; anything else (the
        // reader is gone) loses the lines rather than stopping the server.
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
  }
}
