import { type DrawStep } from '../engine/step';
import { closeStep } from './close';
import { drawStep } from './draw';
import { emailStep } from './email';
import { payStep } from './pay';
import { scoreStep } from './score';

/** Every step of a draw, in the order a draw goes through them. */
export const drawSteps: readonly DrawStep[] = [closeStep, drawStep, scoreStep, payStep, emailStep];
