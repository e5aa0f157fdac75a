export * from './capabilities';
export * from './capability-calls';
export * from './capability-screens';
export * from './endpoints';
export * from './site-config';
