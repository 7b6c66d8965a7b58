import { ResetPasswordPage } from '../components/ResetPasswordPage';

/** Lazy module of /create-password (§2.1: the reset page for a first password; public). */
export function Component() {
  return <ResetPasswordPage purpose="CREATE_PASSWORD" />;
}
