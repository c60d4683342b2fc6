/*
 * The part of React Router the shell and the remotes use in the browser, shared in their place as
 * `react-router-dom` (see shared-singletons.mjs). A shared module keeps every export it has, so sharing
 * React Router itself ships all of it; through these re-exports the rest is tree-shaken away. Server
 * builds share router-facade.server.mjs, which adds what only server code imports. Importing a name
 * not listed fails shared/build-kit/test/shared-facades.unit.test.ts: add it here.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
