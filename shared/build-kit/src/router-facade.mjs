/*
 * The part of React Router the shell and the remotes use, shared in their place as `react-router-dom`
 * (see shared-singletons.mjs). A shared module keeps every export it has, so sharing React Router
 * itself ships all of it; through these re-exports the rest is tree-shaken away. Importing a name not
 * listed here fails shared/build-kit/test/shared-facades.unit.test.ts: add it here.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
