import { ChangePasswordPage } from '../components/ChangePasswordPage';
import { SessionRequired } from '../components/SessionRequired';

/** Lazy module of /change-password (§2.1: needs a session). */
export function Component() {
  return (
    <SessionRequired>
      <ChangePasswordPage />
    </SessionRequired>
  );
}
