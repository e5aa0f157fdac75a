import { type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { capabilitiesOfRoute } from 'shared-kernel/contract/platform';
import { ErrorPage } from '../layout/error-pages/error-page';
import { selectGrantedCapabilities } from '../layout/site-data/site-data-selectors';
import { AboutPage } from './about-page';
import { aboutTopics } from './about-topics';
import { AutologinPage } from '../session/pages/autologin-page';
import { ChangePasswordPage, ForcePasswordChangePage } from '../session/pages/change-password-page';
import { CheckEmailPage } from '../session/pages/check-email-page';
import { CloseAccountPage, CloseAccountSuccessPage } from '../session/pages/close-account-page';
import { ForgotPasswordPage } from '../session/pages/forgot-password-page';
import { LoginPage } from '../session/pages/login-page';
import { LogoutPage } from '../session/pages/logout-page';
import { SignupPage } from '../session/pages/signup-page';
import { RequireAuthentication, RequireCapabilities } from '../session/session-guards';

/** A shell screen behind the capabilities the table names for its route (capabilityScreens). */
function gated(pattern: string, element: ReactNode): ReactNode {
  const required = capabilitiesOfRoute(pattern);
  if (required.length === 0) return element;
  return <RequireCapabilities capabilities={required}>{element}</RequireCapabilities>;
}

/** Routes the shell renders itself (ownerOf(path) === 'shell'); anything else there is a 404. */
export function ShellRoutes() {
  const capabilities = useSelector(selectGrantedCapabilities);
  // product.md §2: /about/faq exists only while the support-FAQ capability is absent.
  const topics = capabilities.includes('faq')
    ? aboutTopics.filter((topic) => topic.slug !== 'faq')
    : aboutTopics;
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/login/autologin/:autologinToken" element={<AutologinPage kind="autologin" />} />
      <Route path="/login/transfer/:autologinToken" element={<AutologinPage kind="transfer" />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/check-email" element={<CheckEmailPage />} />
      <Route
        path="/force-password-change"
        element={
          <RequireAuthentication>
            <ForcePasswordChangePage />
          </RequireAuthentication>
        }
      />
      <Route
        path="/change-password"
        element={
          <RequireAuthentication>
            <ChangePasswordPage />
          </RequireAuthentication>
        }
      />
      <Route
        path="/close-my-account"
        element={
          <RequireAuthentication>
            {gated('/close-my-account', <CloseAccountPage />)}
          </RequireAuthentication>
        }
      />
      <Route path="/close-my-account/success" element={<CloseAccountSuccessPage />} />
      {topics.map((topic) => (
        <Route
          key={topic.slug}
          path={topic.slug === '' ? '/about' : `/about/${topic.slug}`}
          element={gated(
            topic.slug === '' ? '/about' : `/about/${topic.slug}`,
            <AboutPage topic={topic} />,
          )}
        />
      ))}
      <Route path="*" element={<ErrorPage kind={404} />} />
    </Routes>
  );
}
