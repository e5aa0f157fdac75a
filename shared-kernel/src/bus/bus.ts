import { replayLastEvents, type BusEventName, type BusEvents } from './events';

export type BusListener<Name extends BusEventName> = (payload: BusEvents[Name]) => void;

export interface Bus {
  /** Random id of this bus; the same everywhere on a page when the bus is shared. */
  readonly instanceId: string;
  publish<Name extends BusEventName>(name: Name, payload: BusEvents[Name]): void;
  /** Returns the function that unsubscribes. */
  subscribe<Name extends BusEventName>(name: Name, listener: BusListener<Name>): () => void;
  /** The last value of a replay-last event, if one was published. */
  last<Name extends BusEventName>(name: Name): BusEvents[Name] | undefined;
}

export function createBus(): Bus {
  const listeners = new Map<BusEventName, Set<(payload: unknown) => void>>();
  const lastValues = new Map<BusEventName, unknown>();
  const instanceId =
    globalThis.crypto?.randomUUID?.() ?? `bus-${Math.random().toString(36).slice(2)}`;

  return {
    instanceId,
    publish(name, payload) {
      if (replayLastEvents[name]) lastValues.set(name, payload);
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          listener(payload);
        } catch (error) {
          // One failing subscriber must not stop the others from hearing the event.
          console.error(`bus listener for ${name} failed`, error);
        }
      }
    },
    subscribe(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const untyped = listener as (payload: unknown) => void;
      set.add(untyped);
      if (replayLastEvents[name] && lastValues.has(name)) untyped(lastValues.get(name));
      return () => set.delete(untyped);
    },
    last(name) {
      return lastValues.get(name) as BusEvents[typeof name] | undefined;
    },
  };
}

const globalKey = '__SHOP_BUS__';
type BusHolder = { [globalKey]?: Bus };

/**
 * The page's one bus. Module Federation shares shared-kernel as a singleton; anchoring the bus
 * on globalThis as well keeps one bus even if a remote ever ships its own kernel copy.
 */
export const bus: Bus = ((globalThis as BusHolder)[globalKey] ??= createBus());
