export * from './game-rules';
export * from './score-line';
export * from './entries';
export * from './strike';
export * from './prizes';
export * from './syndicate-shares';
export * from './raffle';
export * from './super-combo';
