export * from './bus';
export * from './runtime-config';
export * from './api/signature';
export * from './routing';
export * from './api/types';
export * from './domain/capabilities';
export * from './kernel-instance';
