export * from './code-input';
export * from './two-factor-code-form';
