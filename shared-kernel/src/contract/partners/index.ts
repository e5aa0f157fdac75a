export * from './endpoints';
