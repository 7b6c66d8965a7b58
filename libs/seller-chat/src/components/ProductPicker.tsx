import type { ChatPickerProduct } from '@seller-portal/contracts/chat';
import type { Language } from '@seller-portal/contracts/core';
import { formatCurrency, formatNumber } from '@seller-portal/formatting';
import { Button, Dialog, Spinner } from '@seller-portal/ui';
import clsx from 'clsx';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useChatTranslation } from '../i18n/use-translation';
import { useDebounced } from '../lib/use-debounced';
import styles from './ProductPicker.module.css';

export interface ProductPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store's sellable products whose name or item ID holds `query` ('' for the first ones). */
  search: (query: string, signal: AbortSignal) => Promise<ChatPickerProduct[]>;
  onPick: (product: ChatPickerProduct) => void;
  /** Where the focus goes once the picker closes (the message field). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Time the typing must pause before the search is asked. */
  debounceMs?: number;
}

type Results = { status: 'loading' } | { status: 'error' } | { status: 'ready'; query: string; products: ChatPickerProduct[] };

/** Asks `search` for the settled query; a newer query aborts the older one, so answers never arrive out of order. */
function useProductSearch(search: ProductPickerProps['search'], query: string, enabled: boolean, attempt: number) {
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const [shown, setShown] = useState<ChatPickerProduct[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setResults({ status: 'loading' });
    search(query, controller.signal).then(
      (products) => {
        if (controller.signal.aborted) return;
        setResults({ status: 'ready', query, products });
        setShown(products);
      },
      () => {
        if (!controller.signal.aborted) setResults({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [search, query, enabled, attempt]);
  return { results, shown };
}

/**
 * The composer's product picker: a search field (a combobox) over a list of the store's sellable products with
 * photo, price and stock. Arrows move through the list, Enter sends the product, Escape closes; typing pauses
 * before the server is asked. A sheet along the bottom on a phone, a dialog on wider screens.
 */
export function ProductPicker({ open, onOpenChange, search, onPick, onCloseAutoFocus, debounceMs = 250 }: ProductPickerProps) {
  const { t, i18n } = useChatTranslation();
  const lang = i18n.language as Language;
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const query = useDebounced(text.trim(), debounceMs);
  const { results, shown } = useProductSearch(search, query, open, attempt);
  // The last answer stays listed while the next one loads, so the list does not jump as the seller types.
  const products = results.status === 'error' ? [] : shown;
  const activeIndex = Math.min(active, products.length - 1);
  // Typed but not yet answered: the list shown is the previous search's, marked busy until the new one arrives.
  const settling = results.status === 'loading' || text.trim() !== query;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (!open) {
      setText('');
      setActive(0);
    }
  }, [open]);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const pick = (product: ChatPickerProduct) => {
    onPick(product);
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!products.length) return;
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: products.length - 1 };
    if (event.key in moves) {
      if ((event.key === 'Home' || event.key === 'End') && !event.ctrlKey) return;
      event.preventDefault();
      setActive((moves[event.key] + products.length) % products.length);
      return;
    }
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      pick(products[activeIndex]);
    }
  };

  let state;
  if (results.status === 'error') {
    state = (
      <div className={styles.state} role="alert">
        <p>{t('picker.error')}</p>
        <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('picker.retry')}
        </Button>
      </div>
    );
  } else if (results.status === 'loading') {
    state = (
      <div className={clsx(styles.state, styles.loading)}>
        <Spinner size="sm" label={t('picker.loading')} />
        <span aria-hidden="true">{t('picker.loading')}</span>
      </div>
    );
  } else if (!results.products.length) {
    state = <p className={styles.state}>{results.query ? t('picker.empty', { query: results.query }) : t('picker.none')}</p>;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('picker.title')} size="md" className={styles.dialog} onCloseAutoFocus={onCloseAutoFocus}>
      <div className={styles.picker}>
        <label htmlFor={`${id}-search`} className={styles.label}>
          {t('picker.search')}
        </label>
        <input
          id={`${id}-search`}
          className={styles.search}
          type="search"
          role="combobox"
          aria-expanded={products.length > 0}
          aria-controls={products.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={products.length > 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-status`}
          placeholder={t('picker.placeholder')}
          value={text}
          autoComplete="off"
          enterKeyHint="send"
          // The picker opens to search: the field takes the focus from the dialog's first button.
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-status`} className={styles.count} role="status">
          {results.status === 'ready' && results.products.length > 0 ? t('picker.count', { count: results.products.length }) : ''}
        </p>
        {state}
        {products.length > 0 && (
          <ul id={listId} role="listbox" aria-label={t('picker.results')} aria-busy={settling} className={clsx(styles.list, settling && styles.stale)}>
            {products.map((product, index) => (
              <li
                key={product.itemId}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={clsx(styles.option, index === activeIndex && styles.active)}
                // The focus stays in the search field, which owns the list.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => pick(product)}
              >
                {product.imageUrl ? <img src={product.imageUrl} alt="" className={styles.photo} /> : <span className={styles.photo} aria-hidden="true" />}
                <span className={styles.text}>
                  <span className={styles.name}>{product.name}</span>
                  <span className={styles.meta}>
                    <span className={styles.price}>{formatCurrency(product.price, lang)}</span>
                    <span>{t('picker.stock', { stock: formatNumber(product.stock, { lang }) })}</span>
                  </span>
                  <span className={styles.itemId}>{product.itemId}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
