import { defineRemote } from 'remote-kit';
import { routes } from './routes';
import { makeStore } from './store';
import stylesheet from './wallet-pages.css';

export const { bootstrap, mount, unmount, App, startStandalone } = defineRemote({
  name: 'mfe-wallet',
  routes,
  makeStore,
  stylesheet,
});
