import { type ComponentType, lazy } from 'react';

// The shell's pages load with their route, so forms, contracts and copy stay out of every other
// page's first load.
const HealthPage = lazy(() => import('../pages/HealthPage.js').then((m) => ({ default: m.HealthPage })));
const SignInPage = lazy(() =>
  import('../pages/account/SignInPage.js').then((m) => ({ default: m.SignInPage })),
);
const SignUpPage = lazy(() =>
  import('../pages/account/SignUpPage.js').then((m) => ({ default: m.SignUpPage })),
);
const VerifyPage = lazy(() =>
  import('../pages/account/VerifyPage.js').then((m) => ({ default: m.VerifyPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/account/ResetPasswordPage.js').then((m) => ({ default: m.ResetPasswordPage })),
);
const AccountPage = lazy(() =>
  import('../pages/account/AccountPage.js').then((m) => ({ default: m.AccountPage })),
);

/** The 404 page: every path no route matches. */
export const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })),
);

/** Pages of the routes the site map gives to the shell itself (`owner: 'shell'`), by path pattern. */
export const shellPages: Readonly<Record<string, ComponentType>> = {
  '/__health': HealthPage,
  '/__safe': HealthPage,
  '/sign-in': SignInPage,
  '/sign-up': SignUpPage,
  '/verify': VerifyPage,
  '/reset-password': ResetPasswordPage,
  '/account': AccountPage,
};
