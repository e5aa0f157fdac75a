export * from './api-client';
export * from './api-constants';
export * from './api-error';
export * from './case-conversion';
export * from './envelope';
export * from './request-encoding';
export * from './signature';
export * from './types';
