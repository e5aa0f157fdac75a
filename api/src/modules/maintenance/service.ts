import { ApiError } from '../../http/envelope';
import { type MaintenanceRepository, type MaintenanceState } from './repository';

/** How long a process trusts the switch it read: other processes see a change this late. */
export const maintenanceCacheMs = 3_000;

export const maintenanceMessageLengthMax = 500;

/**
 * The maintenance switch. Every customer call asks whether it is on, so the answer is kept in
 * the process for a few seconds: one database read per few seconds at most, and a change made
 * through this process is seen at once.
 */
export class MaintenanceService {
  private cached: { state: MaintenanceState; readAtMs: number } | null = null;
  private reading: Promise<MaintenanceState> | null = null;

  constructor(
    private readonly repository: MaintenanceRepository,
    private readonly now: () => Date,
  ) {}

  async current(): Promise<MaintenanceState> {
    const nowMs = Date.now();
    if (this.cached && nowMs - this.cached.readAtMs < maintenanceCacheMs) return this.cached.state;
    // Concurrent calls share one read.
    this.reading ??= this.repository.findState().finally(() => {
      this.reading = null;
    });
    const state = await this.reading;
    this.cached = { state, readAtMs: nowMs };
    return state;
  }

  /** Turns maintenance on (with an optional message for customers) or off; audited. */
  async switchTo(isOn: boolean, message: string | null, operatorEmail: string): Promise<void> {
    const text = message?.trim() ?? '';
    if (text.length > maintenanceMessageLengthMax) {
      throw new ApiError(
        422,
        'message_too_long',
        `The message can be at most ${maintenanceMessageLengthMax} characters.`,
        { message: [`at most ${maintenanceMessageLengthMax} characters`] },
      );
    }
    const state = {
      isOn,
      message: isOn && text !== '' ? text : null,
      changedBy: operatorEmail,
      changedAt: this.now(),
    };
    await this.repository.saveState(state);
    this.cached = { state, readAtMs: Date.now() };
  }
}
