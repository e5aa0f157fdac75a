export * from './session-store';
export * from './token-integrity';
export * from './cookie-consent';
