import { NotFoundPage, type RemoteRoute } from 'remote-kit';
import { LottoPartyPage } from './features/lotto-party/lotto-party-page';

/** Groups, sessions and orders join here. */
export const routes: RemoteRoute[] = [
  { path: '/lotto-party', element: <LottoPartyPage /> },
  { path: '*', element: <NotFoundPage /> },
];
