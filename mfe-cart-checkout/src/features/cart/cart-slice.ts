import type { UnknownAction } from 'redux';

/** The cart as this remote knows it so far: the item count the bus reports. */
export interface CartState {
  /** null until a 'cart/changed' event has been heard. */
  itemCount: number | null;
}

export type CartAction = { type: 'cart/changed'; payload: { itemCount: number } };

export const initialCartState: CartState = { itemCount: null };

export function cartChanged(itemCount: number): CartAction {
  return { type: 'cart/changed', payload: { itemCount } };
}

function isCartAction(action: UnknownAction): action is CartAction {
  return action.type === 'cart/changed';
}

export function cartReducer(state: CartState = initialCartState, action: UnknownAction): CartState {
  return isCartAction(action) ? { ...state, itemCount: action.payload.itemCount } : state;
}
