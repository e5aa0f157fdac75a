import { type ScheduleKeeper } from '../engine/engine';

export const keepSchedule: ScheduleKeeper = () => Promise.resolve();
