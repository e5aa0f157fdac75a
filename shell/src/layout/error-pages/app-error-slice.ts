/**
 * An unrecoverable app error replaces the main area with an error page: the page of its status
 * (503 maintenance, any other the server-busy page), or the generic reload fallback without one.
 */
export interface AppErrorState {
  isUnrecoverable: boolean;
  /** The API's status; null when none is known. */
  status: number | null;
  /** The API's first message (for maintenance, the operator's words). */
  message: string | null;
}

export const initialAppErrorState: AppErrorState = {
  isUnrecoverable: false,
  status: null,
  message: null,
};

export const appUnrecoverableErrorRaised = (
  failure: { status?: number | null; message?: string | null } = {},
) => ({
  type: 'appError/unrecoverableErrorRaised' as const,
  payload: { status: failure.status ?? null, message: failure.message ?? null },
});

export type AppErrorAction = ReturnType<typeof appUnrecoverableErrorRaised>;

export function appErrorReducer(
  state: AppErrorState = initialAppErrorState,
  action: AppErrorAction | { type: string },
): AppErrorState {
  const event = action as AppErrorAction;
  switch (event.type) {
    case 'appError/unrecoverableErrorRaised':
      // The first failure names the page: later ones (other calls of the same outage) keep it.
      return state.isUnrecoverable ? state : { isUnrecoverable: true, ...event.payload };
    default:
      return state;
  }
}
