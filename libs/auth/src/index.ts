export { authRoutes } from './routes/auth-routes';
export { signInRoute, createSignInRoute } from './routes/sign-in-route';
export { signOutRoute } from './routes/sign-out-route';
export type { LazyRouteModule } from './routes/route-module';
export { SignInPage } from './components/SignInPage';
export type { SignInPageProps } from './components/SignInPage';
export { SignOutPage } from './components/SignOutPage';
export { signIn, useSignIn, validateSignIn } from './api/sign-in';
export type { SignInFieldErrors } from './api/sign-in';
export { accountKeys } from './api/query-keys';
export { serverErrorText, ServerErrorMessage } from './components/server-error-message';
export { authResources } from './i18n/resources';
export { accountResources } from './i18n/account-resources';
export {
  emitOtpDialog,
  emitOtpDialogClosed,
  otpDialogEventName,
  otpDialogClosedEventName,
  type OtpDialogDetail,
  type OtpModal,
} from './state/otp-dialogs';
