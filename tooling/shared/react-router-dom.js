// What the shop uses of react-router-dom, provided once per page under that name (see
// webpack-config.mjs). A shared module is never tree-shaken, since any consumer may ask for any
// export, and the whole of react-router 7 (data routers, server rendering, sessions, React Server
// Components) weighs 60 KB gzip. An import missing here fails scripts/shared-modules.test.mjs.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
