import { CasSignInPage } from '../components/CasSignInPage';

/** Lazy module of /sso/cas (§2.1; public). */
export const Component = CasSignInPage;
