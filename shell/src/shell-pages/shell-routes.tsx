import { useSelector } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from '../layout/error-pages/error-page';
import { selectGrantedCapabilities } from '../layout/site-data/site-data-selectors';
import { AboutPage } from './about-page';
import { aboutTopics } from './about-topics';
import { UnavailablePage } from './unavailable-page';

/** Session pages the shell owns; their flows come later, each page says so plainly. */
const sessionPages = [
  { path: '/login', heading: 'Log in', note: 'Logging in is not available yet.' },
  {
    path: '/login/autologin/:autologinToken',
    heading: 'Log in',
    note: 'Logging in automatically is not available yet.',
  },
  {
    path: '/login/transfer/:autologinToken',
    heading: 'Log in',
    note: 'Logging in automatically is not available yet.',
  },
  { path: '/logout', heading: 'Log out', note: 'Logging out is not available yet.' },
  {
    path: '/forgot-password',
    heading: 'Forgot password',
    note: 'Resetting your password is not available yet.',
  },
  {
    path: '/force-password-change',
    heading: 'Change your password',
    note: 'Changing your password is not available yet.',
  },
  {
    path: '/change-password',
    heading: 'Change password',
    note: 'Changing your password is not available yet.',
  },
  {
    path: '/check-email',
    heading: 'Check your email',
    note: 'Checking your email address is not available yet.',
  },
  {
    path: '/close-my-account',
    heading: 'Close my account',
    note: 'Closing your account is not available yet.',
  },
  {
    path: '/close-my-account/success',
    heading: 'Close my account',
    note: 'Closing your account is not available yet.',
  },
] as const;

/** Routes the shell renders itself (ownerOf(path) === 'shell'); anything else there is a 404. */
export function ShellRoutes() {
  const capabilities = useSelector(selectGrantedCapabilities);
  // product.md §2: /about/faq exists only while the support-FAQ capability is absent.
  const topics = capabilities.includes('faq')
    ? aboutTopics.filter((topic) => topic.slug !== 'faq')
    : aboutTopics;
  return (
    <Routes>
      {sessionPages.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<UnavailablePage heading={page.heading} note={page.note} />}
        />
      ))}
      {topics.map((topic) => (
        <Route
          key={topic.slug}
          path={topic.slug === '' ? '/about' : `/about/${topic.slug}`}
          element={<AboutPage topic={topic} />}
        />
      ))}
      <Route path="*" element={<ErrorPage kind={404} />} />
    </Routes>
  );
}
