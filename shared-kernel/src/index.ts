export * from './bus';
export * from './runtime-config';
export * from './routing';
export * from './client';
export * from './session';
export * from './capabilities';
export * from './kernel-instance';
export * from './query-parameters';
