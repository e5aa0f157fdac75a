import { defineRemote } from 'remote-kit';
import { routes } from './routes';
import { makeStore } from './store';
import stylesheet from './features/shared/catalog-pages.css';

export const { bootstrap, mount, unmount, App, startStandalone } = defineRemote({
  name: 'mfe-catalog',
  routes,
  makeStore,
  stylesheet,
});
