import { useApiClient } from '@seller-portal/api-client';
import { addStoreDays, storeDayOf } from '@seller-portal/contracts/analytics';
import { fulfilmentWarehouses, ipoLimits, type InboundOrder, type WarehouseCode } from '@seller-portal/contracts/ipo';
import { useSession } from '@seller-portal/session-guard';
import { Button, Container, TextField, useToast } from '@seller-portal/ui';
import {
  adminStyles,
  ConfirmDialog,
  FailureStatus,
  LoadingStatus,
  PageHead,
  QueryStates,
  SelectField,
  TextAreaField,
  StatusTag,
} from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { inboundOrdersQuery, inboundProductsQuery, useCancelInboundOrder, useCreateInboundOrder } from '../api/ipo';
import styles from '../components/ipo.module.css';
import { useIpoTexts } from '../lib/use-ipo-texts';

/**
 * /ipo (§2.5, STORE_FBB-CENTER; header hidden on phones and tablets, §2.8): the store's inbound purchase orders to the
 * marketplace's fulfilment warehouses: a new one (warehouse, arrival day, products and units, a note), and the list
 * with each order's state, where one the warehouse has not received can be cancelled.
 */
export function IpoPage() {
  const { t } = useIpoTexts();
  const storeCode = useSession().data?.mode?.code ?? '';
  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      {storeCode && (
        <>
          <NewInboundOrder storeCode={storeCode} />
          <InboundOrders storeCode={storeCode} />
        </>
      )}
    </Container>
  );
}

interface Line {
  key: number;
  itemId: string;
  quantity: string;
}

function NewInboundOrder({ storeCode }: { storeCode: string }) {
  const { t, count, warehouse, errorText } = useIpoTexts();
  const toast = useToast();
  const products = useQuery(inboundProductsQuery(useApiClient(), storeCode));
  const create = useCreateInboundOrder(storeCode);
  const today = storeDayOf(Date.now());
  const [warehouseCode, setWarehouseCode] = useState<WarehouseCode>(fulfilmentWarehouses[0].code);
  const [arrivalDate, setArrivalDate] = useState(addStoreDays(today, 3));
  const [lines, setLines] = useState<Line[]>([{ key: 0, itemId: '', quantity: '' }]);
  const [note, setNote] = useState('');
  const [nextKey, setNextKey] = useState(1);

  if (products.isPending) return <LoadingStatus />;
  if (products.isError) return <FailureStatus text={errorText(products.error)} onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) return <p className={styles.muted}>{t('form.noProducts')}</p>;

  const options = [
    { value: '', label: t('form.choose') },
    ...products.data.map((product) => ({ value: product.itemId, label: t('form.productOption', { name: product.name, stock: count(product.stock) }) })),
  ];
  const setLine = (key: number, change: Partial<Line>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        warehouseCode,
        arrivalDate,
        lines: lines.map((line) => ({ itemId: line.itemId, quantity: Number(line.quantity) })),
        note: note.trim() || undefined,
      },
      {
        onSuccess: (order) => {
          toast.show({ type: 'success', message: t('form.sent', { number: order.number, warehouse: warehouse(order.warehouseCode) }) });
          setLines([{ key: nextKey, itemId: '', quantity: '' }]);
          setNextKey((key) => key + 1);
          setNote('');
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="ipo-new">
      <h2 id="ipo-new" className={styles.heading}>
        {t('form.heading')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          <SelectField
            label={t('form.warehouse')}
            value={warehouseCode}
            onChange={(event) => setWarehouseCode(event.target.value as WarehouseCode)}
            options={fulfilmentWarehouses.map((each) => ({ value: each.code, label: warehouse(each.code) }))}
          />
          <TextField
            label={t('form.arrival')}
            type="date"
            value={arrivalDate}
            min={addStoreDays(today, 1)}
            max={addStoreDays(today, ipoLimits.arrivalDaysMax)}
            hint={t('form.arrivalHint')}
            onChange={(event) => setArrivalDate(event.target.value)}
            required
          />
        </div>
        <fieldset className={styles.lines}>
          <legend className={styles.legend}>{t('list.products')}</legend>
          {lines.map((line, index) => (
            <div key={line.key} className={styles.line} role="group" aria-label={t('form.lineLabel', { index: index + 1 })}>
              <SelectField
                label={t('form.product')}
                value={line.itemId}
                onChange={(event) => setLine(line.key, { itemId: event.target.value })}
                options={options}
                wrapperClassName={styles.product}
              />
              <TextField
                label={t('form.quantity')}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => setLine(line.key, { quantity: event.target.value.replace(/\D/g, '') })}
                wrapperClassName={styles.quantity}
              />
              {lines.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t('form.removeLine', { index: index + 1 })}
                  onClick={() => setLines((current) => current.filter((each) => each.key !== line.key))}
                >
                  ×
                </Button>
              )}
            </div>
          ))}
          {lines.length < ipoLimits.linesMax && (
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setLines((current) => [...current, { key: nextKey, itemId: '', quantity: '' }]);
                  setNextKey((key) => key + 1);
                }}
              >
                {t('form.addLine')}
              </Button>
            </div>
          )}
        </fieldset>
        <TextAreaField label={t('form.note')} value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} />
        {create.isError && (
          <p role="alert" className={styles.error}>
            {errorText(create.error)}
          </p>
        )}
        <div>
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function InboundOrders({ storeCode }: { storeCode: string }) {
  const { t, day, count, warehouse, errorText } = useIpoTexts();
  const orders = useQuery(inboundOrdersQuery(useApiClient(), storeCode));
  const [cancelling, setCancelling] = useState<InboundOrder | null>(null);
  const cancel = useCancelInboundOrder(storeCode);
  const toast = useToast();

  return (
    <section className={styles.section} aria-labelledby="ipo-list">
      <h2 id="ipo-list" className={styles.heading}>
        {t('list.heading')}
      </h2>
      <QueryStates query={orders} errorText={errorText} empty={<p className={styles.muted}>{t('list.empty')}</p>}>
        {(ipoOrders) => (
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('list.number')}</th>
                <th scope="col">{t('list.warehouse')}</th>
                <th scope="col">{t('list.arrival')}</th>
                <th scope="col">{t('list.products')}</th>
                <th scope="col">{t('list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {ipoOrders.map((order) => (
                <tr key={order.id}>
                  <td data-label={t('list.number')}>
                    <span className={adminStyles.mono}>{order.number}</span>
                  </td>
                  <td data-label={t('list.warehouse')}>{warehouse(order.warehouseCode)}</td>
                  <td data-label={t('list.arrival')}>{day(order.arrivalDate)}</td>
                  <td data-label={t('list.products')}>
                    <div>
                      <ul className={styles.orderLines}>
                        {order.lines.map((line) => (
                          <li key={line.itemId}>
                            {line.name} × {count(line.quantity)}
                          </li>
                        ))}
                      </ul>
                      <span className={styles.muted}>{t('list.unitsValue', { count: order.unitCount })}</span>
                    </div>
                  </td>
                  <td data-label={t('list.status')}>
                    <div className={styles.status}>
                      <StatusTag tone={order.status === 'SUBMITTED' ? 'info' : order.status === 'RECEIVED' ? 'success' : 'neutral'}>
                        {t(`list.statuses.${order.status}`)}
                      </StatusTag>
                      {order.status === 'SUBMITTED' && (
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          aria-label={t('list.cancelOrder', { number: order.number })}
                          onClick={() => setCancelling(order)}
                        >
                          {t('list.cancel')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={cancelling ? t('list.cancelTitle', { number: cancelling.number }) : ''}
        description={t('list.cancelText')}
        cancelText={t('list.keep')}
        confirmText={t('list.cancel')}
        busy={cancel.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: (order) => toast.show({ type: 'success', message: t('list.cancelled', { number: order.number }) }),
            onError: (error) => toast.show({ type: 'danger', message: errorText(error) }),
            onSettled: () => setCancelling(null),
          });
        }}
      />
    </section>
  );
}
