export * from './code';
export * from './endpoints';
