import { type DrawStep } from '../engine/step';

export const drawStep: DrawStep = {
  name: 'draw',
  from: ['DRAW_CLOSED'],
  to: 'DRAW_DRAWN',
  isDue: () => true,
  run: () => Promise.reject(new Error('the draw step is not built yet')),
};
