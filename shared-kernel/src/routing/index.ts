export * from './route-ownership';
