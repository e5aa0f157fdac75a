import { type DrawStep } from '../engine/step';

export const payStep: DrawStep = {
  name: 'pay',
  from: ['DRAW_SCORED'],
  to: 'DRAW_PAID',
  isDue: () => true,
  run: () => Promise.reject(new Error('the pay step is not built yet')),
};
