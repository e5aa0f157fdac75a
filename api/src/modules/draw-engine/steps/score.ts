import { type DrawStep } from '../engine/step';

export const scoreStep: DrawStep = {
  name: 'score',
  from: ['DRAW_DRAWN'],
  to: 'DRAW_SCORED',
  isDue: () => true,
  run: () => Promise.reject(new Error('the score step is not built yet')),
};
