export * from './session-store';
export * from './token-integrity';
export * from './two-factor-code';
export * from './cookie-consent';
