/** An unrecoverable app error replaces the main area with the generic fallback page. */
export interface AppErrorState {
  isUnrecoverable: boolean;
}

export const initialAppErrorState: AppErrorState = { isUnrecoverable: false };

export const appUnrecoverableErrorRaised = () => ({
  type: 'appError/unrecoverableErrorRaised' as const,
});

export type AppErrorAction = ReturnType<typeof appUnrecoverableErrorRaised>;

export function appErrorReducer(
  state: AppErrorState = initialAppErrorState,
  action: AppErrorAction | { type: string },
): AppErrorState {
  switch ((action as AppErrorAction).type) {
    case 'appError/unrecoverableErrorRaised':
      return { isUnrecoverable: true };
    default:
      return state;
  }
}
