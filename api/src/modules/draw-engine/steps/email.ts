import { type DrawStep } from '../engine/step';

export const emailStep: DrawStep = {
  name: 'email',
  from: ['DRAW_PAID'],
  to: 'DRAW_EMAILED',
  isDue: () => true,
  run: () => Promise.reject(new Error('the email step is not built yet')),
};
