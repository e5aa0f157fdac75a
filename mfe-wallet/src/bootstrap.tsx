// Standalone page of `npm run dev`: the remote alone, calling the API through the dev-server proxy.
import { startStandalone } from './spa';

startStandalone();
