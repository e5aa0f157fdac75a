import { defineRemote } from 'remote-kit';
import { routes } from './routes';
import { makeStore } from './store';
import stylesheet from './checkout-pages.css';

export const { bootstrap, mount, unmount, App, startStandalone } = defineRemote({
  name: 'mfe-cart-checkout',
  routes,
  makeStore,
  stylesheet,
});
