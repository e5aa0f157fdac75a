import { type TwoFactorMethod } from 'shared-kernel/contract/customer';

/** product.md §4 "Two-factor": the elevation status. */
export type ElevationStatus =
  | 'initial'
  | 'requesting_otp'
  | 'replaying'
  | 'post_elevation_checks'
  | 'post_elevation_complete'
  | 'abandoned';

export interface ElevationState {
  status: ElevationStatus;
  /** The held requests that replay once the code is accepted. */
  requestIds: string[];
  error: string | null;
  isLocked: boolean;
  method: TwoFactorMethod | null;
  identifier: string | null;
  resendAvailableAtMs: number | null;
}

export const initialElevationState: ElevationState = {
  status: 'initial',
  requestIds: [],
  error: null,
  isLocked: false,
  method: null,
  identifier: null,
  resendAvailableAtMs: null,
};

export const elevationRequired = (requestId: string) => ({
  type: 'elevation/required' as const,
  payload: { requestId },
});
export const elevationMethodLoaded = (
  method: TwoFactorMethod | null,
  identifier: string | null,
) => ({
  type: 'elevation/methodLoaded' as const,
  payload: { method, identifier },
});
export const elevationCodeSent = (resendAvailableAtMs: number) => ({
  type: 'elevation/codeSent' as const,
  payload: { resendAvailableAtMs },
});
export const elevationCodeSubmitted = (code: string) => ({
  type: 'elevation/codeSubmitted' as const,
  payload: { code },
});
export const elevationResendRequested = () => ({ type: 'elevation/resendRequested' as const });
export const elevationChecksStarted = () => ({ type: 'elevation/checksStarted' as const });
export const elevationCompleted = () => ({ type: 'elevation/completed' as const });
export const elevationFailed = (error: string, isLocked: boolean) => ({
  type: 'elevation/failed' as const,
  payload: { error, isLocked },
});
export const elevationClosed = () => ({ type: 'elevation/closed' as const });
export const elevationAbandoned = () => ({ type: 'elevation/abandoned' as const });

export type ElevationAction = ReturnType<
  | typeof elevationRequired
  | typeof elevationMethodLoaded
  | typeof elevationCodeSent
  | typeof elevationCodeSubmitted
  | typeof elevationResendRequested
  | typeof elevationChecksStarted
  | typeof elevationCompleted
  | typeof elevationFailed
  | typeof elevationClosed
  | typeof elevationAbandoned
>;

const openStatuses: readonly ElevationStatus[] = [
  'requesting_otp',
  'replaying',
  'post_elevation_checks',
];

/** The modal shows during requesting_otp, replaying and post_elevation_checks. */
export function isElevationOpen(status: ElevationStatus): boolean {
  return openStatuses.includes(status);
}

export function elevationReducer(
  state: ElevationState = initialElevationState,
  action: ElevationAction | { type: string },
): ElevationState {
  const event = action as ElevationAction;
  switch (event.type) {
    case 'elevation/required':
      return isElevationOpen(state.status)
        ? { ...state, requestIds: [...state.requestIds, event.payload.requestId] }
        : {
            ...initialElevationState,
            isLocked: state.isLocked,
            status: 'requesting_otp',
            requestIds: [event.payload.requestId],
          };
    case 'elevation/methodLoaded':
      return { ...state, ...event.payload };
    case 'elevation/codeSent':
      return { ...state, resendAvailableAtMs: event.payload.resendAvailableAtMs };
    case 'elevation/codeSubmitted':
      return { ...state, status: 'replaying', error: null };
    case 'elevation/checksStarted':
      return { ...state, status: 'post_elevation_checks' };
    case 'elevation/completed':
      return { ...state, status: 'post_elevation_complete', requestIds: [], error: null };
    case 'elevation/failed':
      return {
        ...state,
        status: 'requesting_otp',
        error: event.payload.error,
        isLocked: event.payload.isLocked,
      };
    case 'elevation/abandoned':
      return { ...state, status: 'abandoned', requestIds: [], error: null };
    default:
      return state;
  }
}
