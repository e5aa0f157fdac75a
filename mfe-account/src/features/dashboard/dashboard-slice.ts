import type { UnknownAction } from 'redux';
import { type Customer } from 'shared-kernel/contract/customer';
import { type Money } from 'shared-kernel/contract/money';
import { type Order } from 'shared-kernel/contract/orders';
import { type CapabilityName } from 'shared-kernel/contract/platform';

export interface DashboardSummary {
  customer: Customer;
  /** Null without the wallet withdrawal capability. */
  withdrawableFunds: Money | null;
  upcoming: Order[];
  past: Order[];
  /** What the customer's segment grants: the account areas shown. */
  capabilities: CapabilityName[];
}

export interface DashboardState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  summary: DashboardSummary | null;
  failureStatus: number | null;
}

export const initialDashboardState: DashboardState = {
  status: 'idle',
  summary: null,
  failureStatus: null,
};

export type DashboardAction =
  | { type: 'dashboard/pageOpened' }
  | { type: 'dashboard/summaryLoaded'; payload: DashboardSummary }
  | { type: 'dashboard/summaryLoadFailed'; payload: { status: number | null } };

export const dashboardPageOpened = (): DashboardAction => ({ type: 'dashboard/pageOpened' });
export const summaryLoaded = (summary: DashboardSummary): DashboardAction => ({
  type: 'dashboard/summaryLoaded',
  payload: summary,
});
export const summaryLoadFailed = (status: number | null): DashboardAction => ({
  type: 'dashboard/summaryLoadFailed',
  payload: { status },
});

function isDashboardAction(action: UnknownAction): action is DashboardAction {
  return action.type.startsWith('dashboard/');
}

export function dashboardReducer(
  state: DashboardState = initialDashboardState,
  action: UnknownAction,
): DashboardState {
  if (!isDashboardAction(action)) return state;
  switch (action.type) {
    case 'dashboard/pageOpened':
      // What was shown stays while it refreshes.
      return { ...state, status: state.summary ? 'loaded' : 'loading', failureStatus: null };
    case 'dashboard/summaryLoaded':
      return { status: 'loaded', summary: action.payload, failureStatus: null };
    case 'dashboard/summaryLoadFailed':
      return state.summary
        ? state
        : { ...state, status: 'failed', failureStatus: action.payload.status };
    default:
      return state;
  }
}

export const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;
