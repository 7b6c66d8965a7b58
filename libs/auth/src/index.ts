export { authRoutes } from './routes/auth-routes';
export { createSignInRoute } from './routes/sign-in-route';
export { signOutRoute } from './routes/sign-out-route';
export { SignInPage } from './components/SignInPage';
