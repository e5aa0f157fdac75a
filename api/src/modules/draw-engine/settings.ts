import { type DrawEngineSettings } from './engine/step';

/** How this process runs the draw engine, beside the engine's own settings. */
export interface DrawEngineJobSettings {
  /** Seconds between two ticks (DRAW_ENGINE_INTERVAL_SECONDS, 30). */
  intervalSeconds: number;
  /** The randomness beacon mixed into each draw (DRAW_BEACON: none, or drand). */
  beacon: 'none' | 'drand';
}

export const defaultDrawEngineSettings: Omit<DrawEngineSettings, 'publicUrl'> = {
  horizonDays: 56,
  claimThresholdCents: 1_000_000,
  recurringLeadMs: 2 * 60 * 60 * 1000,
};

export const defaultDrawEngineJobSettings: DrawEngineJobSettings = {
  intervalSeconds: 30,
  beacon: 'none',
};

function wholeNumberOf(
  environment: NodeJS.ProcessEnv,
  name: string,
  minimum: number,
): number | undefined {
  const text = environment[name]?.trim();
  if (text === undefined || text === '') return undefined;
  if (!/^[0-9]{1,12}$/.test(text) || Number(text) < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, not "${text}"`);
  }
  return Number(text);
}

/**
 * The draw engine's settings from the environment: DRAW_HORIZON_DAYS (56),
 * PRIZE_CLAIM_THRESHOLD_CENTS (1000000: A$10,000), DRAW_RECURRING_LEAD_MINUTES (120),
 * DRAW_ENGINE_INTERVAL_SECONDS (30), DRAW_BEACON (none | drand). A value that is not one of
 * these stops the start with a sentence naming it.
 */
export function drawEngineSettingsFrom(
  environment: NodeJS.ProcessEnv,
  publicUrl: string,
): { engine: DrawEngineSettings; job: DrawEngineJobSettings } {
  const beacon = environment.DRAW_BEACON?.trim().toLowerCase() || 'none';
  if (beacon !== 'none' && beacon !== 'drand') {
    throw new Error(`DRAW_BEACON must be none or drand, not "${beacon}"`);
  }
  const leadMinutes = wholeNumberOf(environment, 'DRAW_RECURRING_LEAD_MINUTES', 1);
  return {
    engine: {
      horizonDays:
        wholeNumberOf(environment, 'DRAW_HORIZON_DAYS', 1) ?? defaultDrawEngineSettings.horizonDays,
      claimThresholdCents:
        wholeNumberOf(environment, 'PRIZE_CLAIM_THRESHOLD_CENTS', 1) ??
        defaultDrawEngineSettings.claimThresholdCents,
      recurringLeadMs:
        leadMinutes === undefined
          ? defaultDrawEngineSettings.recurringLeadMs
          : leadMinutes * 60 * 1000,
      publicUrl,
    },
    job: {
      intervalSeconds:
        wholeNumberOf(environment, 'DRAW_ENGINE_INTERVAL_SECONDS', 1) ??
        defaultDrawEngineJobSettings.intervalSeconds,
      beacon,
    },
  };
}
