import { ErrorView } from '@seller-portal/ui';
import { useNavigate } from 'react-router-dom';

/** `/partners-notification/manual/:id`: a manual notification's page; until it is built, the not-found view. */
export function ManualNotificationPage() {
  const navigate = useNavigate();
  return <ErrorView code={404} onBack={() => void navigate('/partners-notification?tab=manual')} />;
}
