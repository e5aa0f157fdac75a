export * from './use-capabilities';
export * from './capability-gate';
