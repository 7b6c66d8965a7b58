import type { RouteHandle } from '@seller-portal/app-runtime';
import type { RouteObject } from 'react-router-dom';

const publicPage: RouteHandle = { meta: { public: true } };
// Pages that need a session carry the guard themselves (they live outside the signed-in shell).
const sessionPage: RouteHandle = { meta: {} };

/**
 * Every account page of §2.1 and §2.5 as lazy route objects, for the app to mount at its root:
 * `children: [...authRoutes, …]`. Metadata is static (the guard reads it before a page loads); each
 * page is its own chunk. The old paths (/forgot-password, /reset-password) are session-guard's
 * `oldPathRedirects`; /create-password is a page here (a link's own purpose decides its texts either way).
 */
export const authRoutes: RouteObject[] = [
  { path: 'sign-in', handle: publicPage, lazy: () => import('./sign-in') },
  { path: 'sign-out', handle: sessionPage, lazy: () => import('./sign-out') },
  { path: 'login-verification', handle: publicPage, lazy: () => import('./login-verification') },
  { path: 'sso/cas', handle: publicPage, lazy: () => import('./sso-cas') },
  { path: 'forgot-password/v2', handle: publicPage, lazy: () => import('./forgot-password') },
  { path: 'reset-password/v2', handle: publicPage, lazy: () => import('./reset-password') },
  { path: 'create-password', handle: publicPage, lazy: () => import('./create-password') },
  { path: 'expired-password', handle: publicPage, lazy: () => import('./expired-password') },
  { path: 'change-password', handle: sessionPage, lazy: () => import('./change-password') },
  { path: 'register', handle: publicPage, lazy: () => import('./register') },
  { path: 'register/otp', handle: publicPage, lazy: () => import('./register-otp') },
  { path: 'verify-phone-number', handle: sessionPage, lazy: () => import('./verify-phone-number') },
  { path: 'verify-email', handle: sessionPage, lazy: () => import('./verify-email') },
  { path: 'switch-session', handle: sessionPage, lazy: () => import('./switch-session') },
  { path: 'reset-session', handle: publicPage, lazy: () => import('./reset-session') },
  { path: 'confirm-sign-in', handle: publicPage, lazy: () => import('./confirm-sign-in') },
];
