import { defineRemote } from 'remote-kit';
import { CreateGroupLauncher } from './features/create-group/create-group-launcher';
import { routes } from './routes';
import { makeStore } from './store';

export const { bootstrap, mount, unmount, App, startStandalone } = defineRemote({
  name: 'mfe-lotto-party',
  routes,
  makeStore,
  overlay: <CreateGroupLauncher />,
});
