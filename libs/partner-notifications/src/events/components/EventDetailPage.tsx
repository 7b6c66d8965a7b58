import { ErrorView } from '@seller-portal/ui';
import { useNavigate } from 'react-router-dom';

/** `/partners-notification/event/:code`: one notification event. */
export function EventDetailPage() {
  const navigate = useNavigate();
  return <ErrorView code={404} onBack={() => void navigate('/partners-notification')} />;
}
