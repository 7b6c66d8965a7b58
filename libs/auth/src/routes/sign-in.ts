import { SignInPage } from '../components/SignInPage';

/** Lazy module of /sign-in (§2.1; public). */
export const Component = SignInPage;
