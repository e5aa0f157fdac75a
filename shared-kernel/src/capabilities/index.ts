export * from './granted-capabilities';
