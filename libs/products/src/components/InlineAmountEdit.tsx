import { isApiError, serverErrorText } from '@seller-portal/api-client';
import { checkStock, productLimits, type ProductItem } from '@seller-portal/contracts/products';
import { formatCurrency, formatNumber, parseRupiah } from '@seller-portal/formatting';
import { Button, TextField, useToast } from '@seller-portal/ui';
import { ConfirmDialog, useFormState } from '@seller-portal/ui/forms';
import { useRef, useState, type KeyboardEvent } from 'react';
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
  // The version the seller started from: a save after someone else's (even one this list has shown since) is told.
  const [startedFrom, setStartedFrom] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const shown = field === 'price' ? formatCurrency(product.price, lang) : formatNumber(product.stock, { lang });

  const close = () => {
    setStartedFrom(null);
    // Focus goes back to the value the seller started from.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (startedFrom === null) {
    return (
      <button
        ref={opener}
        type="button"
        className={styles.amount}
        aria-label={`${t(field === 'price' ? 'edit.editPrice' : 'edit.editStock', { name: product.name })}: ${shown}`}
        onClick={() => setStartedFrom(product.version)}
      >
        {shown}
      </button>
    );
  }
  return <AmountEditor product={product} field={field} startedFrom={startedFrom} onSaved={onSaved} onClose={close} />;
}

interface AmountEditorProps extends InlineAmountEditProps {
  startedFrom: number;
  onClose(): void;
}

/** The field in place of the value, from the value shown; its message is the text shown (a page text or a §8 text). */
function AmountEditor({ product, field, startedFrom, onSaved, onClose }: AmountEditorProps) {
  const { t } = useProductsTranslation();
  const lang = useLanguage();
  const toast = useToast();
  // A tenfold price change waiting for the seller's yes, and the one the seller said yes to.
  const [asking, setAsking] = useState<number | null>(null);
  const confirmed = useRef<number | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const save = useUpdateProduct();

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

  const checkTyped = (text: string) => (field === 'price' ? checkTypedPrice(text) : checkTypedStock(text));

  const form = useFormState<{ amount: string }>({
    initialValues: { amount: String(product[field]) },
    validate: ({ amount }) => {
      const checked = checkTyped(amount);
      return checked.ok ? {} : { amount: checked.text };
    },
    submit: async ({ amount }) => {
      const checked = checkTyped(amount);
      if (!checked.ok) return;
      if (field === 'price' && isTenfoldChange(product.price, checked.value) && confirmed.current !== checked.value) {
        setAsking(checked.value);
        return;
      }
      const saved = await save.mutateAsync({ itemId: product.itemId, request: { [field]: checked.value, version: startedFrom } });
      toast.show({ type: 'success', message: t('edit.saved', { name: saved.name }) });
      onSaved?.(saved);
      onClose();
    },
    fieldError: (error) => {
      setAsking(null);
      confirmed.current = null;
      if (isApiError(error) && error.errorCode === 'PRODUCT_VERSION_CONFLICT') {
        toast.show({ type: 'warning', message: t('edit.conflict', { name: product.name }), durationMs: 8_000 });
        onClose();
        return undefined;
      }
      return { field: 'amount', message: serverErrorText(t, error) };
    },
  });
  const amount = form.textField('amount');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <>
      <form className={styles.editor} onSubmit={(event) => void form.onSubmit(event)} onKeyDown={onKeyDown} noValidate>
        <TextField
          {...amount}
          ref={(element: HTMLInputElement | null) => {
            amount.ref(element);
            input.current = element;
          }}
          label={t(field === 'price' ? 'edit.priceLabel' : 'edit.stockLabel', { name: product.name })}
          // Prices are often typed with their dots ("40.000"): the phone's keypad offers them.
          inputMode={field === 'price' ? 'decimal' : 'numeric'}
          autoComplete="off"
          // The field replaces the button the seller pressed; focus follows it.
          autoFocus
          error={form.errors.amount}
        />
        <div className={styles.editorActions}>
          <Button type="submit" size="sm" loading={form.busy}>
            {t('edit.save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
        </div>
      </form>
      {/* Outside the form: its Escape (close the editor) must not also take the question's Escape. */}
      {asking !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open && !form.busy) setAsking(null);
          }}
          tone="primary"
          size="sm"
          title={t('edit.tenfold.title', { name: product.name })}
          description={t(asking < product.price ? 'edit.tenfold.lower' : 'edit.tenfold.higher')}
          cancelText={t('edit.tenfold.cancel')}
          confirmText={t('edit.tenfold.confirm', { price: formatCurrency(asking, lang) })}
          busy={form.busy}
          onConfirm={() => {
            confirmed.current = asking;
            void form.onSubmit();
          }}
          onCloseAutoFocus={(event) => {
            // Back to the price to correct it; after a save focus goes to the saved value instead (`onClose`).
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
