import { useViewportClass } from '@seller-portal/app-runtime';
import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  productSavedViewCalls,
  productSorts,
  productTabs,
  type ProductCategory,
  type ProductItem,
  type ProductSort,
  type ProductTab,
} from '@seller-portal/contracts/products';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { savedViewLimits } from '@seller-portal/contracts/saved-views';
import { useSavedViews } from '@seller-portal/app-runtime/saved-views';
import { adminStyles, FailureStatus, FilterChip, FilterChips, LoadingStatus, Pager, SavedViewsMenu, SelectField, useUndoOffer } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { categoriesQuery, productKeys, productListQuery, useSetProductsActive, useUndoSetProductsActive, type ProductListFilters } from '../api/products';
import { BulkProcessModal } from '../components/BulkProcessModal';
import { BulkUpdateDialog } from '../components/BulkUpdateDialog';
import { ProductFilterSheet } from '../components/ProductFilterSheet';
import { InlineAmountEdit } from '../components/InlineAmountEdit';
import { ProductDetailDialog } from '../components/ProductDetailDialog';
import styles from '../components/products.module.css';
import { useProductsTranslation } from '../i18n/resources';
import { useProductAccess } from '../lib/access';
import { useLanguage } from '../lib/language';
import { useStockEvents } from '../lib/use-stock-events';

const pageSize = 20;

/** The address's names a saved view keeps: what is listed and how, not the page or an open dialog. */
const viewKeys = ['q', 'categoryCode', 'tab', 'sort'] as const;

/** A view's filters as the address holds them, blanks left out, in a stable order. */
function viewFiltersOf(params: URLSearchParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of viewKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The category tree as options, children indented under their parent. */
function categoryOptions(tree: readonly ProductCategory[], lang: 'id' | 'en', depth = 0): { value: string; label: string }[] {
  return tree.flatMap((category) => [
    { value: category.code, label: `${'\u00a0\u00a0'.repeat(depth * 2)}${lang === 'en' ? category.nameEn : category.name}` },
    ...categoryOptions(category.children, lang, depth + 1),
  ]);
}

/**
 * §2.5 /external/product/active/all: the store's products with a search, a category filter (§7 /backend/category),
 * status tabs with their counts, sorting and server paging, all kept in the address; prices and stock edited in
 * place, products activated or deactivated one by one or several at once, the item detail over the list, and the
 * bulk update by spreadsheet with the §3 process modal.
 */
export function ProductListPage() {
  const { t } = useProductsTranslation();
  const access = useProductAccess();
  const lang = useLanguage();
  const client = useApiClient();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const phone = useViewportClass() === 'mobile';
  // The rows as they stood when the seller last saved a price or stock in place: the page keeps that order (the
  // saved row does not jump away under a price or "last updated" sort) until the seller changes what is listed.
  const [held, setHeld] = useState<{ key: string; rows: readonly ProductItem[] } | null>(null);

  const keyword = params.get('q') ?? '';
  const asked = useDeferredValue(keyword.trim());
  const filters: ProductListFilters = {
    q: asked,
    categoryCode: params.get('categoryCode') ?? '',
    tab: oneOf<ProductTab>(productTabs, params.get('tab'), 'ALL'),
    sort: oneOf<ProductSort>(productSorts, params.get('sort'), 'UPDATED_DESC'),
    page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
    size: pageSize,
  };
  // Saved views: the default applied to an address without filters (nor a page), the menu's calls (app-runtime's
  // saved views); what else the address holds (an open product, a bulk process) stays.
  const savedViews = useSavedViews({
    calls: productSavedViewCalls,
    filtersOf: viewFiltersOf,
    addressChooses: (address) => Object.keys(viewFiltersOf(address)).length > 0 || address.has('page'),
    onApplied: () => setSelected(new Set()),
    errorText: (error) => serverErrorText(t, error),
    savedText: (name) => t('views.saved', { name }),
    limit: savedViewLimits.perList,
    toast: (message) => toast.show({ type: 'success', message }),
  });
  const { awaitingDefault } = savedViews;

  const list = useQuery({ ...productListQuery(client, filters), enabled: !awaitingDefault });
  useStockEvents();
  const categories = useQuery(categoriesQuery(client));
  const options = useMemo(() => categoryOptions(categories.data ?? [], lang), [categories.data, lang]);
  const openItem = params.get('item');
  const bulkProcessId = params.get('bulkProcessId');

  /**
   * Changes some of the address's filters; any change but the page starts again from the first page, and a change of
   * what is listed forgets the selection (so an action never reaches products the seller no longer sees).
   */
  const update = (change: Record<string, string | null>) => {
    if (Object.keys(change).some((key) => key !== 'item' && key !== 'bulkProcessId')) setSelected(new Set());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in change)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // An activate or deactivate can be taken back for a few seconds: the server puts back what it changed.
  const offerUndo = useUndoOffer();
  const undoSetActive = useUndoSetProductsActive({
    onSuccess: (answer) => toast.show({ type: 'success', message: t('list.undone', { count: answer.restored.length }) }),
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error), durationMs: 0 }),
  });
  const setActive = useSetProductsActive({
    onSuccess: (answer, { active }) => {
      const message = t(active ? 'list.activated' : 'list.deactivated', { count: answer.items.length });
      const ticket = answer.undo;
      if (ticket) offerUndo({ message, windowMs: ticket.windowMs, onUndo: () => undoSetActive.mutate(ticket.operationId) });
      else toast.show({ type: 'success', message });
      setSelected(new Set());
      // A held row the tab no longer lists still shows what was just done to it.
      const now = new Map(answer.items.map((product) => [product.itemId, product]));
      setHeld((current) => current && { ...current, rows: current.rows.map((product) => now.get(product.itemId) ?? product) });
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });

  const listKey = JSON.stringify(productKeys.list(filters));
  const fetched = list.data?.content;
  const rows = useMemo(() => {
    if (!fetched || !held || held.key !== listKey) return fetched ?? [];
    // The latest values of the held rows; one the server now lists on another page keeps its saved values.
    const latest = new Map(fetched.map((product) => [product.itemId, product]));
    return held.rows.map((product) => latest.get(product.itemId) ?? product);
  }, [fetched, held, listKey]);
  // Another sort, filter or page lists afresh, and coming back later does too.
  useEffect(() => setHeld((current) => (current && current.key !== listKey ? null : current)), [listKey]);
  const hold = (saved: ProductItem) => setHeld({ key: listKey, rows: rows.map((product) => (product.itemId === saved.itemId ? saved : product)) });
  const allSelected = rows.length > 0 && rows.every((product) => selected.has(product.itemId));
  const toggle = (itemId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  const totalPages = Math.max(1, list.data?.totalPages ?? 1);
  const pageText = t('list.pageOf', { page: filters.page + 1, pages: totalPages });

  const searchField = (
    <TextField
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      type="search"
      value={keyword}
      onChange={(event) => update({ q: event.target.value })}
    />
  );

  return (
    <Container className={adminStyles.page}>
      <div className={adminStyles.head}>
        <div>
          <h1 className={adminStyles.heading}>{t('list.title')}</h1>
          <p className={clsx(adminStyles.lead, styles.wideOnly)}>{t('list.lead')}</p>
        </div>
        <div className={adminStyles.row}>
          <SavedViewsMenu {...savedViews.menu} />
          {access.reviews && (
            <Link className={adminStyles.buttonLinkSecondary} to="/product-review">
              {t('list.reviews')}
            </Link>
          )}
          <Button type="button" onClick={() => setBulkOpen(true)}>
            {t('list.bulkUpdate')}
          </Button>
        </div>
      </div>
      <Card>
        {/* The search and filters write the address as they change: not a form, nothing to check or submit. */}
        {phone ? (
          // The phone: the search and one "Filter" button, so the first screen shows products, not fields.
          <div className={styles.phoneToolbar} role="search">
            {searchField}
            <ProductFilterSheet categoryCode={filters.categoryCode} sort={filters.sort} categories={options} onApply={update} />
          </div>
        ) : (
          <div className={styles.toolbar} role="search">
            {searchField}
            <SelectField
              label={t('list.category')}
              value={filters.categoryCode}
              options={[{ value: '', label: t('list.allCategories') }, ...options]}
              onChange={(event) => update({ categoryCode: event.target.value })}
            />
            <SelectField
              label={t('list.sort')}
              value={filters.sort}
              options={productSorts.map((sort) => ({ value: sort, label: t(`list.sortOption.${sort}`) }))}
              onChange={(event) => update({ sort: event.target.value === 'UPDATED_DESC' ? null : event.target.value })}
            />
          </div>
        )}
        <FilterChips label={t('list.tabs')}>
          {productTabs.map((tab) => (
            <FilterChip key={tab} pressed={filters.tab === tab} onClick={() => update({ tab: tab === 'ALL' ? null : tab })}>
              {t(`list.tab.${tab}`, { count: list.data?.counts[tab] ?? 0 })}
            </FilterChip>
          ))}
        </FilterChips>
        {selected.size > 0 && (
          <div className={styles.selection} role="region" aria-label={t('list.selected', { count: selected.size })}>
            <span aria-live="polite">{t('list.selected', { count: selected.size })}</span>
            <Button type="button" size="sm" loading={setActive.isPending} onClick={() => setActive.mutate({ itemIds: [...selected], active: true })}>
              {t('list.activate')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              loading={setActive.isPending}
              onClick={() => setActive.mutate({ itemIds: [...selected], active: false })}
            >
              {t('list.deactivate')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              {t('list.clearSelection')}
            </Button>
          </div>
        )}
        {list.isPending || awaitingDefault ? (
          <LoadingStatus />
        ) : list.isError ? (
          <FailureStatus text={serverErrorText(t, list.error)} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p className={adminStyles.lead}>{list.data.counts.ALL === 0 && !filters.q && !filters.categoryCode ? t('list.emptyStore') : t('list.empty')}</p>
        ) : (
          <table
            className={`${adminStyles.table} ${styles.productTable}`}
            aria-busy={list.isFetching || undefined}
            aria-label={t('list.tableLabel', { page: filters.page + 1, pages: totalPages })}
          >
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('list.selectAll')}
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((product) => product.itemId)))}
                  />
                </th>
                <th scope="col">{t('list.column.product')}</th>
                <th scope="col">{t('list.column.price')}</th>
                <th scope="col">{t('list.column.stock')}</th>
                <th scope="col">{t('list.column.status')}</th>
                <th scope="col">{t('list.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((product) => (
                <ProductRow
                  key={product.itemId}
                  product={product}
                  selected={selected.has(product.itemId)}
                  onToggle={() => toggle(product.itemId)}
                  onOpen={() => update({ item: product.itemId, page: params.get('page') })}
                  onActive={(active) => setActive.mutate({ itemIds: [product.itemId], active })}
                  busy={setActive.isPending}
                  onSaved={hold}
                />
              ))}
            </tbody>
          </table>
        )}
        {totalPages > 1 && (
          <Pager
            label={pageText}
            page={filters.page}
            totalPages={totalPages}
            onPage={(page) => update({ page: page ? String(page) : null })}
            previousText={t('list.previous')}
            nextText={t('list.next')}
            live
          >
            {pageText}
          </Pager>
        )}
      </Card>
      {openItem && <ProductDetailDialog itemId={openItem} onClose={() => update({ item: null, page: params.get('page') })} />}
      <BulkUpdateDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        onStarted={(id) => {
          setBulkOpen(false);
          setHeld(null);
          update({ bulkProcessId: id, page: params.get('page') });
        }}
      />
      {bulkProcessId && <BulkProcessModal bulkProcessId={bulkProcessId} onClose={() => update({ bulkProcessId: null, page: params.get('page') })} />}
    </Container>
  );
}

interface ProductRowProps {
  product: ProductItem;
  selected: boolean;
  busy: boolean;
  onToggle(): void;
  onOpen(): void;
  onActive(active: boolean): void;
  onSaved(saved: ProductItem): void;
}

function ProductRow({ product, selected, busy, onToggle, onOpen, onActive, onSaved }: ProductRowProps) {
  const { t } = useProductsTranslation();
  return (
    <tr data-item-id={product.itemId} className={styles.productRow}>
      <td data-label={t('list.column.select')} className={styles.selectCell}>
        <input type="checkbox" aria-label={t('list.selectOne', { name: product.name })} checked={selected} onChange={onToggle} />
      </td>
      <td data-label={t('list.column.product')} className={styles.productCell}>
        <div className={styles.product}>
          {product.imageUrl && <img className={styles.thumb} src={product.imageUrl} alt="" width={48} height={48} loading="lazy" />}
          <div>
            <button type="button" className={styles.productName} aria-label={t('list.openDetail', { name: product.name })} onClick={onOpen}>
              {product.name}
            </button>
            <span className={styles.muted}>{t('list.sku', { sku: product.sku || product.itemId })}</span>
          </div>
        </div>
      </td>
      <td data-label={t('list.column.price')} className={styles.amountCell}>
        <InlineAmountEdit product={product} field="price" onSaved={onSaved} />
      </td>
      <td data-label={t('list.column.stock')} className={styles.amountCell}>
        <InlineAmountEdit product={product} field="stock" onSaved={onSaved} />
      </td>
      <td data-label={t('list.column.status')} className={styles.statusCell}>
        <span className={styles.badge} data-status={product.status}>
          {t(`list.status.${product.status}`)}
        </span>
      </td>
      <td data-label={t('list.column.actions')} className={styles.actionCell}>
        <Button
          type="button"
          size="sm"
          variant={product.active ? 'secondary' : 'primary'}
          disabled={busy}
          aria-label={t(product.active ? 'list.deactivateNamed' : 'list.activateNamed', { name: product.name })}
          onClick={() => onActive(!product.active)}
        >
          {t(product.active ? 'list.deactivate' : 'list.activate')}
        </Button>
      </td>
    </tr>
  );
}
