import { ResetPasswordPage } from '../components/ResetPasswordPage';

/** Lazy module of /reset-password/v2 (§2.1; public). */
export function Component() {
  return <ResetPasswordPage purpose="RESET_PASSWORD" />;
}
