import { NotFoundPage, type RemoteRoute } from 'remote-kit';
import { DailyWinnersPage } from './features/daily-winners/daily-winners-page';

/** The giveaways of the account area join here. */
export const routes: RemoteRoute[] = [
  { path: '/daily-winners', element: <DailyWinnersPage /> },
  { path: '*', element: <NotFoundPage /> },
];
