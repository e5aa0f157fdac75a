export * from './define-remote';
export * from './route-contract';
export * from './pages/not-found-page';
export * from './tickets/game-numbers';
export * from './two-factor';
export * from './data/cookies';
export * from './dialog/dialog';
export * from './content/markdown';
