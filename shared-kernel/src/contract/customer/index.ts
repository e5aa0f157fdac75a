export * from './account-areas';
export * from './endpoints';
export * from './model';
export * from './verification';
