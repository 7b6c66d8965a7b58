import { Spinner } from '@seller-portal/ui';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useChatTranslation } from '../i18n/use-translation';
import { routingTarget } from '../lib/routing';

/**
 * §2.3 /conversations/routing/:type: a deep link from a notification or another module, sent on to the room or
 * list it names. The link's own entry is replaced, so Back returns to where the seller came from.
 */
export function RoutingPage() {
  const { t } = useChatTranslation();
  const { type } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = routingTarget(type, params);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spinner label={t('routing.opening')} />
    </div>
  );
}
