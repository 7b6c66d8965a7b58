import { SignOutPage } from '../components/SignOutPage';

/** Lazy module of /sign-out. */
export const Component = SignOutPage;
