import { SessionRequired } from '../components/SessionRequired';
import { VerifyContactPage } from '../components/VerifyContactPage';

/** Lazy module of /verify-phone-number (§2.5, §4.2 reminder; needs a session). */
export function Component() {
  return (
    <SessionRequired>
      <VerifyContactPage type="PHONE" />
    </SessionRequired>
  );
}
