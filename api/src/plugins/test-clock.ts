import { AsyncLocalStorage } from 'node:async_hooks';
import { type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ApiError } from '../http/envelope';

/** The header a browser journey sends to see the shop as it will be: whole seconds, ± . */
export const testClockHeader = 'x-test-clock-offset-seconds';

interface ClockShift {
  offsetMs: number;
}

const shifts = new AsyncLocalStorage<ClockShift>();
const shiftOfRequest = new WeakMap<FastifyRequest, ClockShift>();

/** `now`, moved by the shift of the request being handled (if it asked for one). */
export function shiftedClock(now: () => Date): () => Date {
  return () => {
    const at = now();
    const shift = shifts.getStore();
    return shift ? new Date(at.getTime() + shift.offsetMs) : at;
  };
}

function shiftOf(header: string | string[] | undefined): ClockShift | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[+-]?\d{1,10}$/.test(header.trim())) {
    throw new ApiError(
      422,
      'validation_failed',
      `${testClockHeader} must be a whole number of seconds.`,
    );
  }
  return { offsetMs: Number(header.trim()) * 1000 };
}

/**
 * The test clock (TEST_CLOCK=on only; refused in production): a request carrying
 * `x-test-clock-offset-seconds: N` runs with `app.config.now()` N seconds later, so a browser
 * journey can see a cooling-off time pass. The header is read when the request arrives; the
 * shift starts once the transport checks are done (the signature's timestamp window and the
 * access token's expiry keep the real time, so the browser's signed calls still pass) and the
 * body is read: it lives in an AsyncLocalStorage entered before validation, so every hook,
 * handler and service after that reads the shifted clock. Without TEST_CLOCK the header means
 * nothing. Register right after the config, before anything reads the clock.
 */
export const testClockPlugin = fastifyPlugin(
  (app, _options, done) => {
    if (!app.config.testClock) {
      done();
      return;
    }
    if (app.config.production) {
      done(new Error('TEST_CLOCK=on is for tests only; it is refused in production'));
      return;
    }
    app.config.now = shiftedClock(app.config.now);
    app.addHook('onRequest', (request, _reply, hookDone) => {
      try {
        const shift = shiftOf(request.headers[testClockHeader]);
        if (shift) shiftOfRequest.set(request, shift);
        hookDone();
      } catch (error) {
        hookDone(error as ApiError);
      }
    });
    app.addHook('preValidation', (request, _reply, hookDone) => {
      const shift = shiftOfRequest.get(request);
      if (!shift) {
        hookDone();
        return;
      }
      shifts.run(shift, hookDone);
    });
    done();
  },
  { name: 'test-clock', dependencies: ['config'], fastify: '5.x' },
);
