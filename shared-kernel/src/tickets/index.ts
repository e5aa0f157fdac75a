export * from './ticket-rules';
