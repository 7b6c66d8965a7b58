import { SessionRequired } from '../components/SessionRequired';
import { VerifyContactPage } from '../components/VerifyContactPage';

/** Lazy module of /verify-email (§2.5, §4.2 reminder; needs a session). */
export function Component() {
  return (
    <SessionRequired>
      <VerifyContactPage type="EMAIL" />
    </SessionRequired>
  );
}
