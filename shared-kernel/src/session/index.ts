export * from './session-store';
export * from './token-integrity';
