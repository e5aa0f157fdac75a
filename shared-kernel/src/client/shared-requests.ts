import { CanceledError } from './transport';

interface Running<Answer> {
  answer: Promise<Answer>;
  /** Callers still waiting that may leave (each one's abort signal); a caller without one stays. */
  leavable: number;
  /** Whether a caller without an abort signal waits: then the request is never aborted. */
  isHeld: boolean;
  controller: AbortController;
}

/**
 * Concurrent identical reads share one request, whether or not their callers can abort: a caller
 * that aborts stops waiting at once (CanceledError), and the request itself is aborted only when
 * every caller waiting for it has aborted.
 */
export class SharedRequests<Answer> {
  private readonly running = new Map<string, Running<Answer>>();

  /** The answer of the running request under `key`, or of `start(signal)` started now. */
  join(
    key: string,
    signal: AbortSignal | undefined,
    start: (signal: AbortSignal) => Promise<Answer>,
  ): Promise<Answer> {
    if (signal?.aborted) return Promise.reject(new CanceledError());
    const running = this.running.get(key) ?? this.begin(key, start);
    if (!signal) {
      running.isHeld = true;
      return running.answer;
    }
    running.leavable += 1;
    return new Promise<Answer>((resolve, reject) => {
      const leave = (): void => {
        running.leavable -= 1;
        if (running.leavable === 0 && !running.isHeld) {
          this.forget(key, running);
          running.controller.abort();
        }
        reject(new CanceledError());
      };
      signal.addEventListener('abort', leave, { once: true });
      running.answer
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', leave));
    });
  }

  private begin(key: string, start: (signal: AbortSignal) => Promise<Answer>): Running<Answer> {
    const controller = new AbortController();
    const running: Running<Answer> = {
      answer: start(controller.signal),
      leavable: 0,
      isHeld: false,
      controller,
    };
    this.running.set(key, running);
    const forget = (): void => this.forget(key, running);
    running.answer.then(forget, forget);
    return running;
  }

  private forget(key: string, running: Running<Answer>): void {
    if (this.running.get(key) === running) this.running.delete(key);
  }
}
