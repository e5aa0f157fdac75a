import { createBus, type Bus } from './bus';
import { replayLastEvents } from './events';

describe('event bus', () => {
  it('hands the last value of a replay-last event to a late subscriber', () => {
    const bus = createBus();
    bus.publish('cart/changed', { itemCount: 1 });
    bus.publish('cart/changed', { itemCount: 3 });

    const heard: number[] = [];
    bus.subscribe('cart/changed', ({ itemCount }) => heard.push(itemCount));

    expect(heard).toEqual([3]);
    expect(bus.last('cart/changed')).toEqual({ itemCount: 3 });
  });

  it('does not replay an event that is not replay-last', () => {
    const bus = createBus();
    bus.publish('notification/requested', { message: 'Hi', level: 'info', isAutoDismissed: true });

    const heard: string[] = [];
    bus.subscribe('notification/requested', ({ message }) => heard.push(message));

    expect(heard).toEqual([]);
    expect(bus.last('notification/requested')).toBeUndefined();
  });

  it('delivers to current subscribers and stops after unsubscribe', () => {
    const bus = createBus();
    const heard: string[] = [];
    const unsubscribe = bus.subscribe('elevation/required', ({ requestId }) =>
      heard.push(requestId),
    );

    bus.publish('elevation/required', { requestId: 'a' });
    unsubscribe();
    bus.publish('elevation/required', { requestId: 'b' });

    expect(heard).toEqual(['a']);
  });

  it('keeps delivering to other listeners when one throws', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus();
    const heard: number[] = [];
    bus.subscribe('release/updateAvailable', () => {
      throw new Error('broken listener');
    });
    bus.subscribe('release/updateAvailable', ({ revision }) => heard.push(revision));

    expect(() =>
      bus.publish('release/updateAvailable', { environment: 'local', revision: 2 }),
    ).not.toThrow();

    expect(heard).toEqual([2]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('declares replay for the events it adds', () => {
    expect(replayLastEvents['app/unrecoverableErrorRaised']).toBe(true);
    expect(replayLastEvents['session/refreshFailed']).toBe(false);
  });

  it('gives every copy of the module the same page bus, anchored on globalThis', () => {
    let first: Bus | undefined;
    let second: Bus | undefined;
    let separate: [Bus, Bus] | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<{ bus: Bus }>('./bus').bus;
    });
    jest.isolateModules(() => {
      const copy = jest.requireActual<{ bus: Bus; createBus: () => Bus }>('./bus');
      second = copy.bus;
      separate = [copy.createBus(), copy.createBus()];
    });

    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(second!.instanceId).toBe(first!.instanceId);
    expect(separate![0]).not.toBe(separate![1]);

    const heard: number[] = [];
    second!.subscribe('cart/changed', ({ itemCount }) => heard.push(itemCount));
    first!.publish('cart/changed', { itemCount: 7 });
    expect(heard).toContain(7);
  });
});
