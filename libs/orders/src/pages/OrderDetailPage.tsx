import { isApiError, useApiClient } from '@seller-portal/api-client';
import {
  couriers,
  hasShippingLabel,
  orderAcceptUndoneNote,
  orderAutoCompletedNote,
  orderLimits,
  orderPathsOf,
  orderSystemActors,
  sellerActionsOf,
  type OrderDetail,
  type OrderHistoryEntry,
} from '@seller-portal/contracts/orders';
import { Button, Card, Container, ErrorView, useToast } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { orderDetailQuery, useAcceptOrder } from '../api/orders';
import { CancelDialog } from '../components/CancelDialog';
import { ShipDialog } from '../components/ShipDialog';
import { StatusBadge } from '../components/StatusBadge';
import { useOrderEvents } from '../lib/use-order-events';
import { useOrderTexts } from '../lib/use-order-texts';
import styles from './OrderPages.module.css';

/** /order-list/:orderNumber: the order's items, customer, address, payment and history, and what the seller may do next. */
export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const { t } = useOrderTexts();
  const client = useApiClient();
  const navigate = useNavigate();
  const detail = useQuery(orderDetailQuery(client, orderNumber));
  useOrderEvents();

  if (isApiError(detail.error) && detail.error.httpStatus === 404) return <ErrorView code={404} onBack={() => void navigate('/order-list')} />;
  if (!detail.data) {
    return (
      <Container className={adminStyles.page}>
        {detail.isPending ? <LoadingStatus /> : <FailureStatus text={t('errors:generic')} onRetry={() => void detail.refetch()} />}
      </Container>
    );
  }
  return <OrderView order={detail.data} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t, language, money, time, errorText } = useOrderTexts();
  const toast = useToast();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const actions = sellerActionsOf(order.status);
  const labelReady = hasShippingLabel(order.status);

  // The button an action used goes away with it: focus moves on to the next step (ship, then the label).
  const shipButton = useRef<HTMLButtonElement>(null);
  const labelLink = useRef<HTMLAnchorElement>(null);
  const [moveFocus, setMoveFocus] = useState(false);
  useEffect(() => {
    if (!moveFocus || order.status === 'NEW') return;
    (shipButton.current ?? labelLink.current)?.focus();
    setMoveFocus(false);
  }, [moveFocus, order.status]);

  // The order's new detail and the lists are the mutations' (`api/orders.ts`); the page says what happened.
  const report = (message: string | null, error?: unknown, changed?: OrderDetail) => {
    if (changed) setMoveFocus(true);
    if (message) toast.show({ type: 'success', message });
    if (error) toast.show({ type: 'danger', message: errorText(error), durationMs: 0 });
  };
  // A dialog's answer closes that dialog; accepting has none, so a Ship dialog opened meanwhile stays open.
  const settle = (message: string | null, error?: unknown, changed?: OrderDetail) => {
    setDialog(null);
    report(message, error, changed);
  };
  const accept = useAcceptOrder();
  const acceptThis = () =>
    accept.mutate(
      { orderNumber: order.orderNumber, version: order.version },
      {
        onSuccess: (accepted) => report(t('action.accepted', { orderNumber: order.orderNumber }), undefined, accepted),
        onError: (error) => report(null, error),
      },
    );
  const late = (order.status === 'NEW' || order.status === 'READY_TO_SHIP') && order.shipBy < Date.now();
  const systemActors: Record<string, string> = {
    [orderSystemActors.marketplace]: t('detail.marketplace'),
    [orderSystemActors.courier]: t('detail.courierActor'),
    [orderSystemActors.customer]: t('detail.customerActor'),
  };
  const actorName = (actor: OrderHistoryEntry['actor']) => systemActors[actor] ?? actor;

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/order-list">
        {t('detail.back')}
      </Link>
      <div className={adminStyles.head}>
        <div>
          <div className={styles.detailHead}>
            <h1 className={adminStyles.heading}>{t('detail.title', { orderNumber: order.orderNumber })}</h1>
            <StatusBadge status={order.status} />
          </div>
          <p className={adminStyles.lead}>{t('detail.ordered', { time: time(order.createdAt) })}</p>
        </div>
        <div className={styles.actions} role="group" aria-label={t('detail.actions')}>
          {actions.includes('ACCEPT') && (
            <Button loading={accept.isPending} onClick={acceptThis}>
              {t('action.accept')}
            </Button>
          )}
          {actions.includes('SHIP') && (
            <Button ref={shipButton} onClick={() => setDialog('ship')}>
              {t('action.ship')}
            </Button>
          )}
          {labelReady && (
            <a ref={labelLink} className={adminStyles.buttonLinkSecondary} href={orderPathsOf.label(order.orderNumber, language)} download>
              {t('action.printLabel')}
            </a>
          )}
          {actions.includes('CANCEL') && (
            // A way out, not the way forward: outlined, beside the filled main action.
            <Button variant="secondary" className={styles.cancelAction} onClick={() => setDialog('cancel')}>
              {t('action.cancel')}
            </Button>
          )}
        </div>
      </div>

      <div className={styles.grid}>
        <div className={styles.column}>
          <Card>
            <h2 className={styles.sectionTitle}>{t('detail.items')}</h2>
            <table className={adminStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('detail.item')}</th>
                  <th scope="col">{t('detail.price')}</th>
                  <th scope="col">{t('detail.quantity')}</th>
                  <th scope="col">{t('detail.subtotal')}</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.itemId}>
                    <td data-label={t('detail.item')}>{item.name}</td>
                    <td data-label={t('detail.price')}>{money(item.price)}</td>
                    <td data-label={t('detail.quantity')}>{item.quantity}</td>
                    <td data-label={t('detail.subtotal')}>{money(item.price * item.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.totals}>
              <dt>{t('detail.itemsTotal')}</dt>
              <dd>{money(order.itemsTotal)}</dd>
              <dt>{t('detail.shippingFee')}</dt>
              <dd>{money(order.shippingFee)}</dd>
              <dt className={styles.grandTotal}>{t('detail.total')}</dt>
              <dd className={styles.grandTotal}>{money(order.total)}</dd>
            </dl>
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>{t('detail.history')}</h2>
            <ol className={styles.history}>
              {order.history.map((entry, index) => (
                <li key={index}>
                  <strong>{t(`status.${entry.status}`)}</strong>
                  <span className={styles.historyMeta}>
                    {time(entry.at)} · {t('detail.by', { actor: actorName(entry.actor) })}
                  </span>
                  {entry.status === 'DELIVERED' && entry.note && <span className={styles.historyMeta}>{t('detail.receivedBy', { name: entry.note })}</span>}
                  {entry.status === 'COMPLETED' && entry.note === orderAutoCompletedNote && (
                    <span className={styles.historyMeta}>{t('detail.autoCompleted', { count: orderLimits.autoCompleteAfterDays })}</span>
                  )}
                  {entry.status === 'NEW' && entry.note === orderAcceptUndoneNote && <span className={styles.historyMeta}>{t('detail.acceptUndone')}</span>}
                  {entry.status === 'CANCELLED' && order.cancelReason && (
                    <span className={styles.historyMeta}>
                      {t('detail.cancelReason', { reason: t(`cancel.reasons.${order.cancelReason}`) })}
                      {order.cancelNote ? ` — ${order.cancelNote}` : ''}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className={styles.column}>
          <Card>
            <h2 className={styles.sectionTitle}>{t('detail.customer')}</h2>
            <dl className={styles.facts}>
              <dt>{t('detail.customer')}</dt>
              <dd>{order.customerName}</dd>
              <dt>{t('detail.address')}</dt>
              <dd>
                <address className={styles.address}>
                  {order.shippingAddress.recipientName}
                  <br />
                  {order.shippingAddress.phone}
                  <br />
                  {order.shippingAddress.street}
                  {order.shippingAddress.district ? `, ${order.shippingAddress.district}` : ''}
                  <br />
                  {order.shippingAddress.city}, {order.shippingAddress.province} {order.shippingAddress.postalCode}
                </address>
              </dd>
            </dl>
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>{t('detail.shipping')}</h2>
            <dl className={styles.facts}>
              <dt>{t('detail.courier')}</dt>
              <dd>{couriers[order.courier].name}</dd>
              <dt>{t('detail.tracking')}</dt>
              <dd>{order.trackingNumber ?? t('detail.noTracking')}</dd>
              <dt>{t('detail.shipBy')}</dt>
              <dd>
                {time(order.shipBy)}
                {late && ` · ${t('overdue')}`}
              </dd>
              {order.deliveredAt !== null && (
                <>
                  <dt>{t('detail.deliveredAt')}</dt>
                  <dd>{time(order.deliveredAt)}</dd>
                </>
              )}
              <dt>{t('detail.pickupPoint')}</dt>
              <dd>{order.pickupPointName}</dd>
            </dl>
            {order.autoCompleteAt !== null && <p className={adminStyles.lead}>{t('detail.autoCompleteAt', { time: time(order.autoCompleteAt) })}</p>}
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>{t('detail.payment')}</h2>
            <dl className={styles.facts}>
              <dt>{t('detail.payment')}</dt>
              <dd>{t(`payment.${order.paymentMethod}`)}</dd>
              <dt>{t('detail.total')}</dt>
              <dd>{money(order.total)}</dd>
            </dl>
            <p className={adminStyles.lead}>{order.paidAt ? t('detail.paidAt', { time: time(order.paidAt) }) : t('detail.payOnDelivery')}</p>
          </Card>
        </div>
      </div>

      <ShipDialog
        order={order}
        open={dialog === 'ship'}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
        onShipped={(shipped) => settle(t('action.shipped', { orderNumber: order.orderNumber }), undefined, shipped)}
        onCloseAutoFocus={(event) => {
          // A shipped order's Ship button is gone; its label is what the seller does next.
          if (!labelLink.current || shipButton.current) return;
          event.preventDefault();
          labelLink.current.focus();
        }}
        onFailed={(error) => settle(null, error)}
      />
      <CancelDialog
        order={order}
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        onCancelled={() => settle(t('action.cancelled', { orderNumber: order.orderNumber }))}
        onFailed={(error) => settle(null, error)}
      />
    </Container>
  );
}
