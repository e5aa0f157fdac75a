import { createBus } from 'shared-kernel';
import { makeStore } from '../store';
import { fakeShellApi, siteConfigFixture } from '../testing/shell-fixtures';
import { heartbeatIntervalMs } from './heartbeat-sagas';

describe('the heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('beats once a minute while the visitor is active, and stops when idle beyond the timeout', async () => {
    let nowMs = 1_000_000;
    const activity = new EventTarget();
    const heartbeat = jest.fn(() => Promise.resolve());
    makeStore({
      api: fakeShellApi({ fetchConfig: () => Promise.resolve(siteConfigFixture()) }),
      bus: createBus(),
      routingEvents: new EventTarget(),
      activityEvents: activity,
      now: () => nowMs,
      storage: null,
      persistentStorage: null,
      storageEvents: null,
      heartbeat,
    });

    nowMs += heartbeatIntervalMs;
    await jest.advanceTimersByTimeAsync(heartbeatIntervalMs);
    expect(heartbeat).toHaveBeenCalledTimes(1);

    // Eleven minutes without a click or a key: past the 600 s active timeout.
    for (let minute = 0; minute < 11; minute += 1) {
      nowMs += heartbeatIntervalMs;
      await jest.advanceTimersByTimeAsync(heartbeatIntervalMs);
    }
    const beatsWhileIdle = heartbeat.mock.calls.length;
    nowMs += heartbeatIntervalMs;
    await jest.advanceTimersByTimeAsync(heartbeatIntervalMs);
    expect(heartbeat).toHaveBeenCalledTimes(beatsWhileIdle);

    activity.dispatchEvent(new Event('keydown'));
    nowMs += heartbeatIntervalMs;
    await jest.advanceTimersByTimeAsync(heartbeatIntervalMs);
    expect(heartbeat).toHaveBeenCalledTimes(beatsWhileIdle + 1);
  });
});
