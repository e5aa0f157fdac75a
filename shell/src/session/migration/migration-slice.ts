/** product.md §2 "Migration modal": prompt, in progress, failure, success. */
export type MigrationStep = 'prompt' | 'inProgress' | 'failure' | 'success';

export interface MigrationState {
  step: MigrationStep;
  isDismissed: boolean;
}

export const initialMigrationState: MigrationState = { step: 'prompt', isDismissed: false };

export const migrationRequested = () => ({ type: 'migration/requested' as const });
export const migrationSucceeded = () => ({ type: 'migration/succeeded' as const });
export const migrationFailed = () => ({ type: 'migration/failed' as const });
export const migrationDismissed = () => ({ type: 'migration/dismissed' as const });
/** The dismissal cookie of an earlier visit was found at start. */
export const migrationDismissalFound = () => ({ type: 'migration/dismissalFound' as const });

export type MigrationAction = ReturnType<
  | typeof migrationRequested
  | typeof migrationSucceeded
  | typeof migrationFailed
  | typeof migrationDismissed
  | typeof migrationDismissalFound
>;

export function migrationReducer(
  state: MigrationState = initialMigrationState,
  action: MigrationAction | { type: string },
): MigrationState {
  switch ((action as MigrationAction | { type: 'session/ended' }).type) {
    case 'migration/requested':
      return { ...state, step: 'inProgress' };
    case 'migration/succeeded':
      return { ...state, step: 'success' };
    case 'migration/failed':
      return { ...state, step: 'failure' };
    case 'migration/dismissed':
      return { step: 'prompt', isDismissed: true };
    case 'migration/dismissalFound':
      return { ...state, isDismissed: true };
    case 'session/ended':
      // The next customer to sign in starts from the prompt, if they are asked at all.
      return { ...state, step: 'prompt' };
    default:
      return state;
  }
}
