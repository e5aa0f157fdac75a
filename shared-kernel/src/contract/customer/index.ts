export * from './account-areas';
export * from './details-endpoints';
export * from './details-model';
export * from './endpoints';
export * from './favourite-numbers';
export * from './model';
export * from './verification';
