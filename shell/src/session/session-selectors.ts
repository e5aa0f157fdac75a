import { type RootState } from '../root-state';

export const selectSessionStatus = (state: RootState) => state.session.status;
export const selectSessionCustomer = (state: RootState) => state.session.customer;
export const selectIsSignedIn = (state: RootState) => state.session.status !== 'anonymous';
export const selectSessionRedirect = (state: RootState) => state.session.redirectTo;
