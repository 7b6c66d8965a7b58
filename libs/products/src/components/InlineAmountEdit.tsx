import { isApiError, serverErrorText } from '@seller-portal/api-client';
import { checkStock, productLimits, type ProductItem } from '@seller-portal/contracts';
import { formatCurrency, formatNumber, parseRupiah } from '@seller-portal/formatting';
import { Button, TextField, useToast } from '@seller-portal/ui';
import { ConfirmDialog } from '@seller-portal/ui/forms';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useUpdateProduct } from '../api/products';
import { useProductsTranslation } from '../i18n/resources';
import { useLanguage } from '../lib/language';
import styles from './products.module.css';

export interface InlineAmountEditProps {
  product: ProductItem;
  field: 'price' | 'stock';
  /** The change was saved (the list keeps the row where it is). */
  onSaved?(saved: ProductItem): void;
}

/** A new price a tenth or less, or ten times or more, of the current one is asked about first (a missing or extra zero). */
export const isTenfoldChange = (current: number, next: number) => current > 0 && (next * 10 <= current || next >= current * 10);

type AmountCheck = { ok: true; value: number } | { ok: false; text: string };

/**
 * A price or stock shown as a button that turns into a field in place. The value is checked as the server checks it
 * (a price of -1 or "abc" never leaves the page), saved over the version the list showed when the edit began, and a
 * save over an older version is told: the row then shows what the other person saved.
 */
export function InlineAmountEdit({ product, field, onSaved }: InlineAmountEditProps) {
  const { t } = useProductsTranslation();
  const lang = useLanguage();
  const toast = useToast();
  const [draft, setDraft] = useState<string | null>(null);
  // The version the seller started from: a save after someone else's (even one this list has shown since) is told.
  const [startedFrom, setStartedFrom] = useState(product.version);
  const [problem, setProblem] = useState<string | null>(null);
  // A tenfold price change waiting for the seller's yes.
  const [asking, setAsking] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = field === 'price' ? formatCurrency(product.price, lang) : formatNumber(product.stock, { lang });

  const save = useUpdateProduct({
    onSuccess: (saved) => {
      toast.show({ type: 'success', message: t('edit.saved', { name: saved.name }) });
      onSaved?.(saved);
      close();
    },
    onError: (error) => {
      setAsking(null);
      if (isApiError(error) && error.errorCode === 'PRODUCT_VERSION_CONFLICT') {
        toast.show({ type: 'warning', message: t('edit.conflict', { name: product.name }), durationMs: 8_000 });
        close();
      } else {
        setProblem(serverErrorText(t, error));
        requestAnimationFrame(() => input.current?.focus());
      }
    },
  });

  const saveOf = (value: number) => ({ itemId: product.itemId, request: { [field]: value, version: startedFrom } });

  function close() {
    setAsking(null);
    setDraft(null);
    setProblem(null);
    // Focus goes back to the value the seller started from.
    requestAnimationFrame(() => opener.current?.focus());
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const checked = field === 'price' ? checkTypedPrice(draft) : checkTypedStock(draft);
    if (!checked.ok) return setProblem(checked.text);
    setProblem(null);
    if (field === 'price' && isTenfoldChange(product.price, checked.value)) return setAsking(checked.value);
    save.mutate(saveOf(checked.value));
  };

  /** The price as sellers write it ("Rp 40.000", "40,000"; see `parseRupiah`), within the server's limits. */
  function checkTypedPrice(text: string): AmountCheck {
    const read = parseRupiah(text);
    if (!read.ok) return { ok: false, text: t(`edit.price.${read.problem}`) };
    if (read.value < productLimits.priceMin || read.value > productLimits.priceMax)
      return {
        ok: false,
        text: t('edit.price.range', { min: formatCurrency(productLimits.priceMin, lang), max: formatCurrency(productLimits.priceMax, lang) }),
      };
    return read;
  }

  function checkTypedStock(text: string): AmountCheck {
    const checked = checkStock(text);
    return checked.ok ? checked : { ok: false, text: t(checked.code, { ns: 'errors' }) };
  }

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
    <>
      <form className={styles.editor} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
        <TextField
          label={t(field === 'price' ? 'edit.priceLabel' : 'edit.stockLabel', { name: product.name })}
          ref={input}
          // Prices are often typed with their dots ("40.000"): the phone's keypad offers them.
          inputMode={field === 'price' ? 'decimal' : 'numeric'}
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
      {/* Outside the form: its Escape (close the editor) must not also take the question's Escape. */}
      {asking !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open && !save.isPending) setAsking(null);
          }}
          tone="primary"
          size="sm"
          title={t('edit.tenfold.title', { name: product.name })}
          description={t(asking < product.price ? 'edit.tenfold.lower' : 'edit.tenfold.higher')}
          cancelText={t('edit.tenfold.cancel')}
          confirmText={t('edit.tenfold.confirm', { price: formatCurrency(asking, lang) })}
          busy={save.isPending}
          onConfirm={() => save.mutate(saveOf(asking))}
          onCloseAutoFocus={(event) => {
            // Back to the price to correct it; after a save focus goes to the saved value instead (`close`).
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <dl className={styles.priceChange}>
            <dt>{t('edit.tenfold.current')}</dt>
            <dd>{formatCurrency(product.price, lang)}</dd>
            <dt>{t('edit.tenfold.new')}</dt>
            <dd>{formatCurrency(asking, lang)}</dd>
          </dl>
        </ConfirmDialog>
      )}
    </>
  );
}
