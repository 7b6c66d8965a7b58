import { SignInPage, type SignInPageProps } from '../components/SignInPage';
import type { LazyRouteModule } from './route-module';

/** The sign-in route module for an app with its own landing rule (the console lands on its home). */
export function createSignInRoute(options: SignInPageProps = {}): LazyRouteModule {
  return {
    Component: () => <SignInPage {...options} />,
    handle: { meta: { public: true } },
  };
}

/** §2.1 /sign-in: public; after sign-in the user goes to the safe redirectUri or the dashboard. */
export const signInRoute: LazyRouteModule = {
  Component: SignInPage,
  handle: { meta: { public: true } },
};
