import { ErrorView, Container } from '@seller-portal/ui';
import { useNavigate } from 'react-router-dom';

/** §2.4 an internal area whose module is not built yet: the not-found view, after the guard let the user in. */
export function NotBuilt() {
  const navigate = useNavigate();
  return (
    <Container>
      <ErrorView code={404} onBack={() => navigate('/')} />
    </Container>
  );
}
