export * from './currency';
export * from './jackpot';
export * from './dates';
export * from './draw-day-label';
export * from './translator';
export * from './page-errors';
export * from './ticket-line';
