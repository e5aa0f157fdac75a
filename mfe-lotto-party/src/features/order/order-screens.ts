import { type RemoteFeature } from 'remote-kit';
import { bus } from 'shared-kernel';
import { kernelOrderApi } from './order-api';
import { watchOrder } from './order-sagas';
import { orderReducer, type OrderState } from './order-slice';

export { OrderPage } from './order-page';

/** The session order view: state and workflow, loaded with its screen. */
export const orderFeature: RemoteFeature<OrderState> = {
  key: 'lottoPartyOrder',
  reducer: orderReducer,
  saga: watchOrder,
  context: { lottoPartyOrder: kernelOrderApi, bus },
};
