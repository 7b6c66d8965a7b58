import { useSession } from '@seller-portal/session-guard';
import { Container, ErrorView } from '@seller-portal/ui';
import { useNavigate } from 'react-router-dom';
import { NoAccess } from './NoAccess';

/**
 * The console's 403 (§8 'No access'): a session that is not internal staff is pointed to the seller portal;
 * internal staff without an area's permission are told to ask their PIC.
 */
export function Forbidden() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  if (session?.mode?.type !== 'INTERNAL') return <NoAccess />;
  return (
    <Container>
      <ErrorView code={403} onBack={() => navigate('/')} />
    </Container>
  );
}
