/** What the navigation bar shows about the visitor: signed in or not, and the cart size. */
export interface NavigationState {
  cartItemCount: number;
  isAuthenticated: boolean;
}

export const initialNavigationState: NavigationState = { cartItemCount: 0, isAuthenticated: false };

export const navigationCartChanged = (itemCount: number) => ({
  type: 'navigation/cartChanged' as const,
  payload: { itemCount },
});
export const navigationSessionChanged = (isAuthenticated: boolean) => ({
  type: 'navigation/sessionChanged' as const,
  payload: { isAuthenticated },
});

export type NavigationAction = ReturnType<
  typeof navigationCartChanged | typeof navigationSessionChanged
>;

export function navigationReducer(
  state: NavigationState = initialNavigationState,
  action: NavigationAction | { type: string },
): NavigationState {
  const event = action as NavigationAction;
  switch (event.type) {
    case 'navigation/cartChanged':
      return { ...state, cartItemCount: Math.max(0, Math.floor(event.payload.itemCount)) };
    case 'navigation/sessionChanged':
      return { ...state, isAuthenticated: event.payload.isAuthenticated };
    default:
      return state;
  }
}
