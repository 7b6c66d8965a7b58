import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { checkPrice, checkStock, type ProductItem } from '@seller-portal/contracts';
import { formatCurrency, formatNumber } from '@seller-portal/formatting';
import { Button, TextField, useToast } from '@seller-portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { productKeys, updateProduct } from '../api/products';
import { useProductsTranslation } from '../i18n/resources';
import { useLanguage } from '../lib/language';
import styles from './products.module.css';

export interface InlineAmountEditProps {
  product: ProductItem;
  field: 'price' | 'stock';
}

/**
 * A price or stock shown as a button that turns into a field in place. The value is checked as the server checks it
 * (a price of -1 or "abc" never leaves the page), saved over the version the list showed when the edit began, and a
 * save over an older version is told: the row then shows what the other person saved.
 */
export function InlineAmountEdit({ product, field }: InlineAmountEditProps) {
  const { t } = useProductsTranslation();
  const lang = useLanguage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [draft, setDraft] = useState<string | null>(null);
  // The version the seller started from: a save after someone else's (even one this list has shown since) is told.
  const [startedFrom, setStartedFrom] = useState(product.version);
  const [problem, setProblem] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const shown = field === 'price' ? formatCurrency(product.price, lang) : formatNumber(product.stock, { lang });

  const save = useMutation({
    mutationFn: (value: number) => updateProduct(client, product.itemId, { [field]: value, version: startedFrom }),
    onSuccess: (saved) => {
      toast.show({ type: 'success', message: t('edit.saved', { name: saved.name }) });
      close();
    },
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'PRODUCT_VERSION_CONFLICT') {
        toast.show({ type: 'warning', message: t('edit.conflict', { name: product.name }), durationMs: 8_000 });
        close();
      } else setProblem(serverErrorText(t, error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });

  function close() {
    setDraft(null);
    setProblem(null);
    // Focus goes back to the value the seller started from.
    requestAnimationFrame(() => opener.current?.focus());
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const checked = field === 'price' ? checkPrice(draft) : checkStock(draft);
    if (!checked.ok) return setProblem(t(checked.code, { ns: 'errors' }));
    setProblem(null);
    save.mutate(checked.value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  if (draft === null) {
    return (
      <button
        ref={opener}
        type="button"
        className={styles.amount}
        aria-label={`${t(field === 'price' ? 'edit.editPrice' : 'edit.editStock', { name: product.name })}: ${shown}`}
        onClick={() => {
          setStartedFrom(product.version);
          setDraft(String(product[field]));
        }}
      >
        {shown}
      </button>
    );
  }

  return (
    <form className={styles.editor} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <TextField
        label={t(field === 'price' ? 'edit.priceLabel' : 'edit.stockLabel', { name: product.name })}
        inputMode="numeric"
        autoComplete="off"
        // The field replaces the button the seller pressed; focus follows it.
        autoFocus
        value={draft}
        error={problem ?? undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className={styles.editorActions}>
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('edit.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={close}>
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
