import { NotFoundPage, type RemoteRoute } from 'remote-kit';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { LoginAndSecurityPage } from './features/login-and-security/login-and-security-page';

/** My details, tickets, recurring purchases and limits join here. */
export const routes: RemoteRoute[] = [
  { path: '/my-account', element: <DashboardPage /> },
  { path: '/my-account/login-and-security', element: <LoginAndSecurityPage /> },
  { path: '*', element: <NotFoundPage /> },
];
