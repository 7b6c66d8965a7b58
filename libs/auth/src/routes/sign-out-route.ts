import { SignOutPage } from '../components/SignOutPage';
import type { LazyRouteModule } from './route-module';

/** §2.1 /sign-out: not public, but it needs no guard: without a session it simply lands on sign-in. */
export const signOutRoute: LazyRouteModule = {
  Component: SignOutPage,
  handle: { meta: {} },
};
