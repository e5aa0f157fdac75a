export { bus, createBus, type Bus, type BusListener } from './bus';
export { replayLastEvents, type BusEventName, type BusEvents } from './events';
