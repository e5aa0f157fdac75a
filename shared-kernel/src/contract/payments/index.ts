export * from './endpoints';
export * from './deposit-endpoints';
export * from './model';
