import { type ClaimService } from '../draw-engine/claims/service';
import { type DrawEngine } from '../draw-engine/engine/engine';

export type { AwaitingClaim } from '../draw-engine/claims/service';

/** What the operators' draw pages ask of the draw engine. */
export type DrawOperationsEngine = Pick<
  DrawEngine,
  'drawNow' | 'retry' | 'runSteps' | 'buyRecurring'
>;

/** The claim checks of large prizes: approving pays the prize, rejecting pays nothing. */
export type PrizeClaimChecks = Pick<ClaimService, 'awaiting' | 'approve' | 'reject'>;
