import { type DrawStep } from '../engine/step';

export const closeStep: DrawStep = {
  name: 'close',
  from: ['DRAW_OPEN', 'DRAW_CAPPED'],
  to: 'DRAW_CLOSED',
  isDue: () => true,
  run: () => Promise.reject(new Error('the close step is not built yet')),
};
