import { useViewportClass } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import {
  courierCodes,
  couriers,
  hasShippingLabel,
  isSearchableOrderText,
  orderLimits,
  orderPathsOf,
  orderSavedViewCalls,
  orderSorts,
  orderStatuses,
  type OrderBulkResult,
  type OrderSort,
  type OrderStatus,
} from '@seller-portal/contracts/orders';
import { useSession } from '@seller-portal/session-guard';
import { formatNumber } from '@seller-portal/formatting';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { savedViewLimits } from '@seller-portal/contracts/saved-views';
import { useSavedViews } from '@seller-portal/app-runtime/saved-views';
import { adminStyles, FailureStatus, LoadingStatus, SavedViewsMenu, SelectField, useUndoOffer } from '@seller-portal/ui/forms';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import clsx from 'clsx';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { orderCountsQuery, orderListQuery, useBulkAcceptOrders, useUndoBulkAccept, type OrderListRequest } from '../api/orders';
import { BulkShipDialog } from '../components/BulkShipDialog';
import { ExportButton } from '../components/ExportButton';
import { OrderFilterSheet } from '../components/OrderFilterSheet';
import { OrdersTable } from '../components/OrdersTable';
import { ShipDialog } from '../components/ShipDialog';
import { hasFilter, listParamsOf, listRequestOf } from '../lib/list-params';
import { useOrderEvents } from '../lib/use-order-events';
import { useOrderListKeys } from '../lib/use-order-list-keys';
import { useOrderTexts } from '../lib/use-order-texts';
import styles from './OrderPages.module.css';

const tabs: readonly (OrderStatus | null)[] = [null, ...orderStatuses];

/**
 * /order-list (§2.5): status tabs with their counts, filters kept in the page address (a link or a reload shows the
 * same list), search, sorting, and the virtualised table that loads page after page as the seller scrolls. New
 * orders arrive while the page is open.
 */
export function OrderListPage() {
  const { t, language, errorText, codeText } = useOrderTexts();
  const client = useApiClient();
  const toast = useToast();
  // On a phone the filters fold into a sheet and the page itself scrolls the list.
  const phone = useViewportClass() === 'mobile';
  const { data: session } = useSession();
  const [params, setParams] = useSearchParams();
  const request = useMemo(() => listRequestOf(params), [params]);
  const show = (next: OrderListRequest) => setParams(listParamsOf(next), { replace: true });
  useOrderEvents();

  // Saved views: the default applied to an address without filters, the menu's calls (app-runtime's saved views).
  const savedViews = useSavedViews({
    calls: orderSavedViewCalls,
    filtersOf: (address) => Object.fromEntries(listParamsOf(listRequestOf(address))),
    errorText,
    savedText: (name) => t('views.saved', { name }),
    limit: savedViewLimits.perList,
    toast: (message) => toast.show({ type: 'success', message }),
  });
  const { awaitingDefault } = savedViews;

  const counts = useQuery({ ...orderCountsQuery(client, request.filter), enabled: !awaitingDefault });
  const list = useInfiniteQuery({ ...orderListQuery(client, request), enabled: !awaitingDefault });
  // The list's answer is a synchronous update (the query's store): the table follows it as a deferred render, which
  // yields to the browser as it builds its rows instead of drawing them all in one task (the status is deferred with
  // the rows, so the page never shows an answer's status beside the previous answer's rows).
  const listData = useDeferredValue(list.data);
  const listPending = useDeferredValue(list.isPending);
  const rows = useMemo(() => listData?.pages.flatMap((page) => page.content) ?? [], [listData]);
  const total = counts.data?.[request.status ?? 'ALL'] ?? rows.length;

  // A new filter, tab or sort starts a new selection.
  const listKey = listParamsOf(request).toString();
  const [selection, setSelection] = useState<RowSelectionState>({});
  useEffect(() => setSelection({}), [listKey]);
  const selected = rows.filter((order) => selection[order.orderNumber]);
  const toAccept = selected.filter((order) => order.status === 'NEW');
  const toShip = selected.filter((order) => order.status === 'READY_TO_SHIP');
  const toPrint = selected.filter((order) => hasShippingLabel(order.status));
  const withoutLabel = selected.length - toPrint.length;
  const [shipping, setShipping] = useState(false);
  const keys = useOrderListKeys(rows, selection, setSelection);

  // The search is written to the address once typing pauses (a search box, not a form: nothing to check or submit).
  const [search, setSearch] = useState(request.filter.q ?? '');
  useEffect(() => setSearch(request.filter.q ?? ''), [request.filter.q]);
  // A name of one or two letters is not searched (there is nothing to find it by quickly); the field says so.
  const searchTooShort = search.trim() !== '' && !isSearchableOrderText(search.trim());
  useEffect(() => {
    if (search.trim() === (request.filter.q ?? '') || searchTooShort) return;
    const timer = setTimeout(() => show({ ...request, filter: { ...request.filter, q: search.trim() || undefined } }), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts the wait
  }, [search]);

  // The lists and counts load again through the mutations (`api/orders.ts`); the page says what happened.
  type BulkOutcome = { ok: boolean; orderNumber: string; errorCode?: string };
  const outcomesOf = (results: OrderBulkResult['results']): BulkOutcome[] =>
    results.map((r) => ({ ok: r.ok, orderNumber: r.orderNumber, errorCode: r.ok ? undefined : r.errorCode }));
  const failuresOf = (results: BulkOutcome[]) =>
    results.filter((result) => !result.ok).map((result) => t('bulk.failed', { orderNumber: result.orderNumber, reason: codeText(result.errorCode ?? '') }));
  const afterBulk = (results: BulkOutcome[]) => {
    const done = results.filter((result) => result.ok).length;
    const failures = failuresOf(results);
    toast.show({
      type: failures.length ? 'warning' : 'success',
      message: [t('bulk.done', { done, count: results.length }), ...failures].join(' '),
      durationMs: failures.length ? 0 : 4000,
    });
    setSelection({});
  };

  // A bulk accept can be taken back for a few seconds: the server puts the orders it accepted back to New.
  const offerUndo = useUndoOffer();
  const undoAccept = useUndoBulkAccept();
  const undoAccepted = (operationId: string) =>
    undoAccept.mutate(operationId, {
      onSuccess: (result) => {
        const outcomes = outcomesOf(result.results);
        const failures = failuresOf(outcomes);
        toast.show({
          type: failures.length ? 'warning' : 'success',
          message: [t('bulk.undone', { count: outcomes.filter((outcome) => outcome.ok).length }), ...failures].join(' '),
          durationMs: failures.length ? 0 : 4000,
        });
      },
      onError: (error) => toast.show({ type: 'danger', message: errorText(error), durationMs: 0 }),
    });

  const accept = useBulkAcceptOrders();
  const acceptSelected = () =>
    accept.mutate(
      { orders: toAccept.map(({ orderNumber, version }) => ({ orderNumber, version })) },
      {
        onSuccess: (result) => {
          const outcomes = outcomesOf(result.results);
          const ticket = result.undo;
          if (!ticket) return afterBulk(outcomes);
          const done = outcomes.filter((outcome) => outcome.ok).length;
          setSelection({});
          offerUndo({
            message: [t('bulk.done', { done, count: outcomes.length }), ...failuresOf(outcomes)].join(' '),
            windowMs: ticket.windowMs,
            onUndo: () => undoAccepted(ticket.operationId),
          });
        },
        onError: (error) => toast.show({ type: 'danger', message: errorText(error) }),
      },
    );

  const pickupPoints = session?.pickupPoints ?? [];
  const now = list.dataUpdatedAt || Date.now();

  return (
    <Container className={adminStyles.page}>
      <div className={adminStyles.head}>
        <div>
          <h1 className={adminStyles.heading}>{t('title')}</h1>
          <p className={adminStyles.lead}>{t('lead')}</p>
        </div>
        <div className={adminStyles.row}>
          <SavedViewsMenu {...savedViews.menu} />
          <ExportButton request={request} startNow={params.get('export') === '1'} onStarted={() => setParams(listParamsOf(request), { replace: true })} />
        </div>
      </div>

      <nav aria-label={t('tabs.label')}>
        <ul className={styles.tabs}>
          {tabs.map((status) => {
            const current = status === request.status;
            const count = counts.data?.[status ?? 'ALL'];
            return (
              <li key={status ?? 'ALL'}>
                <Link
                  className={clsx(styles.tab, current && styles.tabCurrent)}
                  aria-current={current ? 'page' : undefined}
                  to={{ search: listParamsOf({ ...request, status }).toString() }}
                  replace
                >
                  {t(`tabs.${status ?? 'ALL'}`)}
                  {count !== undefined && <span className={styles.count}>{formatNumber(count, { lang: language })}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {phone ? (
        <div className={styles.phoneFilters}>
          <form className={styles.phoneSearch} role="search" aria-label={t('filter.label')} onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('filter.search')}
              placeholder={t('filter.searchPlaceholder')}
              type="search"
              value={search}
              hint={searchTooShort ? t('filter.searchTooShort', { count: orderLimits.searchMinLength }) : undefined}
              onChange={(event) => setSearch(event.target.value)}
            />
          </form>
          <OrderFilterSheet request={request} pickupPoints={pickupPoints} onApply={show} />
          {hasFilter(request) && (
            <Button variant="ghost" className={styles.clear} onClick={() => show({ status: request.status, filter: {}, sort: request.sort })}>
              {t('filter.clear')}
            </Button>
          )}
        </div>
      ) : (
        <Card>
          <form className={styles.filters} role="search" aria-label={t('filter.label')} onSubmit={(event) => event.preventDefault()}>
            <TextField
              wrapperClassName={styles.searchField}
              label={t('filter.search')}
              placeholder={t('filter.searchPlaceholder')}
              type="search"
              value={search}
              hint={searchTooShort ? t('filter.searchTooShort', { count: orderLimits.searchMinLength }) : undefined}
              onChange={(event) => setSearch(event.target.value)}
            />
            <TextField
              label={t('filter.from')}
              type="date"
              value={request.filter.from ?? ''}
              max={request.filter.to}
              onChange={(event) => show({ ...request, filter: { ...request.filter, from: event.target.value || undefined } })}
            />
            <TextField
              label={t('filter.to')}
              type="date"
              value={request.filter.to ?? ''}
              min={request.filter.from}
              onChange={(event) => show({ ...request, filter: { ...request.filter, to: event.target.value || undefined } })}
            />
            {pickupPoints.length > 1 && (
              <SelectField
                label={t('filter.pickupPoint')}
                value={request.filter.pickupPointCode ?? ''}
                onChange={(event) => show({ ...request, filter: { ...request.filter, pickupPointCode: event.target.value || undefined } })}
                options={[{ value: '', label: t('filter.anyPickupPoint') }, ...pickupPoints.map((point) => ({ value: point.code, label: point.name }))]}
              />
            )}
            <SelectField
              label={t('filter.courier')}
              value={request.filter.courier ?? ''}
              onChange={(event) =>
                show({ ...request, filter: { ...request.filter, courier: (event.target.value || undefined) as OrderListRequest['filter']['courier'] } })
              }
              options={[{ value: '', label: t('filter.anyCourier') }, ...courierCodes.map((code) => ({ value: code, label: couriers[code].name }))]}
            />
            <SelectField
              label={t('filter.sort')}
              value={request.sort}
              onChange={(event) => show({ ...request, sort: event.target.value as OrderSort })}
              options={orderSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
            />
            {hasFilter(request) && (
              <Button variant="ghost" className={styles.clear} onClick={() => show({ status: request.status, filter: {}, sort: request.sort })}>
                {t('filter.clear')}
              </Button>
            )}
          </form>
        </Card>
      )}

      {selected.length > 0 && (
        <div className={styles.bulkBar} role="region" aria-label={t('bulk.label')}>
          <span className={styles.bulkCount}>{t('bulk.selected', { count: selected.length })}</span>
          <Button size="sm" disabled={!toAccept.length} loading={accept.isPending} onClick={acceptSelected}>
            {t('bulk.accept')}
          </Button>
          <Button size="sm" variant="secondary" disabled={!toShip.length} onClick={() => setShipping(true)}>
            {t('bulk.ship')}
          </Button>
          {toPrint.length > 0 && toPrint.length <= orderLimits.bulkMax ? (
            <a
              className={clsx(adminStyles.buttonLinkSecondary, styles.bulkLink)}
              href={orderPathsOf.labels(
                toPrint.map((order) => order.orderNumber),
                language,
              )}
              download
            >
              {t('bulk.printLabels', { count: toPrint.length })}
            </a>
          ) : (
            <Button size="sm" variant="secondary" disabled>
              {t('bulk.printLabels', { count: toPrint.length })}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setSelection({})}>
            {t('bulk.clear')}
          </Button>
          <p className={styles.bulkNote} role="status">
            {toPrint.length > orderLimits.bulkMax
              ? t('bulk.labelsTooMany', { max: orderLimits.bulkMax })
              : withoutLabel > 0
                ? t('bulk.labelsSkipped', { count: withoutLabel })
                : ''}
          </p>
        </div>
      )}
      {shipping && <BulkShipDialog orders={toShip} onClose={() => setShipping(false)} onDone={afterBulk} />}
      {keys.shipping && (
        <ShipDialog
          order={keys.shipping}
          open
          onOpenChange={(open) => !open && keys.closeShip(false)}
          onShipped={(shipped) => {
            toast.show({ type: 'success', message: t('action.shipped', { orderNumber: shipped.orderNumber }) });
            keys.closeShip(true);
          }}
          onFailed={(error) => {
            toast.show({ type: 'danger', message: errorText(error), durationMs: 0 });
            keys.closeShip(false);
          }}
          // The list's keys put the focus on the order (the next one once this one is shipped).
          onCloseAutoFocus={(event) => event.preventDefault()}
        />
      )}

      {listPending || awaitingDefault ? (
        <LoadingStatus />
      ) : list.isError ? (
        <FailureStatus text={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className={clsx(adminStyles.lead, styles.empty)}>{hasFilter(request) ? t('emptyFiltered') : t('empty')}</p>
      ) : (
        <>
          <p className={styles.shown} aria-live="polite">
            {t('shown', { shown: rows.length, total })}
          </p>
          <OrdersTable
            key={phone ? 'page' : 'box'}
            scroll={phone ? 'page' : 'box'}
            rows={rows}
            total={total}
            hasMore={Boolean(list.hasNextPage)}
            loadingMore={list.isFetchingNextPage}
            loadMore={() => void list.fetchNextPage()}
            selection={selection}
            onSelectionChange={setSelection}
            now={now}
            language={language}
            focusRequest={keys.focusRequest}
            onRowFocus={keys.onRowFocus}
          />
        </>
      )}
    </Container>
  );
}
