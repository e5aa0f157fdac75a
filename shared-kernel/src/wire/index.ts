/** TypeBox schemas of what travels between the client and the services (snake_case, api.md). */
export * from './envelope';
export * from './platform';
export * from './product-offers';
export * from './registry';
export * from './session';
export * from './catalog';
export * from './cart';
export * from './checkout';
export * from './limits';
export * from './scheduled-purchases';
