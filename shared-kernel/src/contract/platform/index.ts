export * from './capabilities';
export * from './endpoints';
export * from './site-config';
