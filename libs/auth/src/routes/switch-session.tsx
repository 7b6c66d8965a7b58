import { SessionRequired } from '../components/SessionRequired';
import { SwitchSessionPage } from '../components/SwitchSessionPage';

/** Lazy module of /switch-session (§2.1: optional query linkedStore=true; needs a session). */
export function Component() {
  return (
    <SessionRequired>
      <SwitchSessionPage />
    </SessionRequired>
  );
}
