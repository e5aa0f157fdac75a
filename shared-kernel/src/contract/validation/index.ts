export * from './rules';
export * from './validate-form';
