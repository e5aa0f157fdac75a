import { type DrawStatus } from '../draw-engine/engine/step';

export const drawStatusNames: Record<DrawStatus, string> = {
  DRAW_OPEN: 'Open',
  DRAW_CAPPED: 'Sold out, closing',
  DRAW_CLOSED: 'Closed',
  DRAW_DRAWN: 'Drawn',
  DRAW_SCORED: 'Scored',
  DRAW_PAID: 'Paid',
  DRAW_EMAILED: 'Finished (results emailed)',
};
