import { createBus } from 'shared-kernel';
import { makeStore } from '../store';
import { fakeShellApi, siteConfigFixture } from '../testing/shell-fixtures';
import { siteDataLoadRequested } from '../layout/site-data/site-data-slice';
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

describe('the heartbeat active timeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the site configuration: two idle minutes end the beats under a 120 s timeout', async () => {
    let nowMs = 1_000_000;
    const heartbeat = jest.fn(() => Promise.resolve());
    const store = makeStore({
      api: fakeShellApi({
        fetchConfig: () => Promise.resolve(siteConfigFixture({ heartbeatActiveTimeout: 120 })),
      }),
      bus: createBus(),
      routingEvents: new EventTarget(),
      activityEvents: new EventTarget(),
      now: () => nowMs,
      storage: null,
      persistentStorage: null,
      storageEvents: null,
      heartbeat,
    });
    store.dispatch(siteDataLoadRequested());
    await jest.advanceTimersByTimeAsync(0);

    for (let minute = 0; minute < 4; minute += 1) {
      nowMs += heartbeatIntervalMs;
      await jest.advanceTimersByTimeAsync(heartbeatIntervalMs);
    }
    // Beats at one and two minutes after the last activity, none after.
    expect(heartbeat).toHaveBeenCalledTimes(2);
  });
});
