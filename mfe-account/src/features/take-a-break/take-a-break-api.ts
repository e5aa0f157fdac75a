import {
  fetchPlayBreak,
  type PlayBreakDuration,
  type PlayBreakKind,
  type PlayBreakState,
  startPlayBreak,
} from 'shared-kernel/contract/responsible-play';

/** A break or self-exclusion the customer chose. */
export interface PlayBreakChoice {
  kind: PlayBreakKind;
  duration: PlayBreakDuration;
}

/** The break calls; tests pass their own. */
export interface TakeABreakApi {
  fetchPlayBreak: () => Promise<PlayBreakState>;
  /**
   * Starts (or extends) a break. Needs a fresh second factor: the kernel's client opens the
   * shell's elevation prompt on 403 REQUIRED and replays the call once it succeeds.
   */
  startPlayBreak: (choice: PlayBreakChoice) => Promise<PlayBreakState>;
}

export const kernelTakeABreakApi: TakeABreakApi = {
  fetchPlayBreak: () => fetchPlayBreak(),
  startPlayBreak: (choice) => startPlayBreak(choice),
};
