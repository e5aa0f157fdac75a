import { lazyScreen, NotFoundPage, type RemoteRoute } from 'remote-kit';
import { DashboardPage } from './features/dashboard/dashboard-page';

// The dashboard comes with the remote; login and security (two-factor setup) loads when shown.
const LoginAndSecurityPage = lazyScreen(() =>
  import('./features/login-and-security/login-and-security-page').then(
    (module) => module.LoginAndSecurityPage,
  ),
);

/** My details, tickets, recurring purchases and limits join here. */
export const routes: RemoteRoute[] = [
  { path: '/my-account', element: <DashboardPage /> },
  { path: '/my-account/login-and-security', element: <LoginAndSecurityPage /> },
  { path: '*', element: <NotFoundPage /> },
];
