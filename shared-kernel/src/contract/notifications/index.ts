export * from './endpoints';
export * from './model';
