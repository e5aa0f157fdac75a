/** Route transition (product.md §4): loading, then loaded. */
export interface RouteTransitionState {
  isRouting: boolean;
}

/** The first page is loading until single-spa finishes its first routing. */
export const initialRouteTransitionState: RouteTransitionState = { isRouting: true };

export const routeTransitionStarted = () => ({ type: 'routeTransition/started' as const });
export const routeTransitionFinished = () => ({ type: 'routeTransition/finished' as const });

export type RouteTransitionAction = ReturnType<
  typeof routeTransitionStarted | typeof routeTransitionFinished
>;

export function routeTransitionReducer(
  state: RouteTransitionState = initialRouteTransitionState,
  action: RouteTransitionAction | { type: string },
): RouteTransitionState {
  switch ((action as RouteTransitionAction).type) {
    case 'routeTransition/started':
      return state.isRouting ? state : { isRouting: true };
    case 'routeTransition/finished':
      return state.isRouting ? { isRouting: false } : state;
    default:
      return state;
  }
}
