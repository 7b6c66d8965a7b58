import { ForgotPasswordPage } from '../components/ForgotPasswordPage';

/** Lazy module of /forgot-password/v2 (§2.1; public). */
export const Component = ForgotPasswordPage;
