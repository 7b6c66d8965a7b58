import { LoginVerificationPage } from '../components/LoginVerificationPage';

/** Lazy module of /login-verification (§2.1; public). */
export const Component = LoginVerificationPage;
