import { ConfirmSignInPage } from '../components/ConfirmSignInPage';

/** Lazy module of /confirm-sign-in (public): a `?authToken=` link signs in once the person confirms. */
export const Component = ConfirmSignInPage;
