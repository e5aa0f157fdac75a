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

export type MigrationAction = ReturnType<
  | typeof migrationRequested
  | typeof migrationSucceeded
  | typeof migrationFailed
  | typeof migrationDismissed
>;

export function migrationReducer(
  state: MigrationState = initialMigrationState,
  action: MigrationAction | { type: string },
): MigrationState {
  switch ((action as MigrationAction).type) {
    case 'migration/requested':
      return { ...state, step: 'inProgress' };
    case 'migration/succeeded':
      return { ...state, step: 'success' };
    case 'migration/failed':
      return { ...state, step: 'failure' };
    case 'migration/dismissed':
      return { step: 'prompt', isDismissed: true };
    default:
      return state;
  }
}
