export * from './bank-account';
export * from './endpoints';
