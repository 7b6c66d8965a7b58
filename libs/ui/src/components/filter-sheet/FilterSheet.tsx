import { useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import styles from './FilterSheet.module.css';

export interface FilterSheetProps {
  /** The sheet's title, which also names its form ("Filter orders"). */
  title: string;
  /** The trigger's words, with the count of active filters when there are some ("Filter (2)"). */
  buttonText: string;
  applyText: string;
  resetText: string;
  /** As the sheet opens: the caller copies the list's current choices into its draft. */
  onOpen?: () => void;
  /** "Apply" (or Enter in a field): the caller shows the list its draft asks for; the sheet closes. */
  onApply: () => void;
  /** "Reset": the caller clears its draft; the list changes only with "Apply". */
  onReset: () => void;
  /** The fields of the draft. */
  children: ReactNode;
}

/**
 * A phone's filters behind one button: the sheet holds a draft of the list's choices, applied together with "Apply"
 * (one new list, not one per field); Escape, the close button or a tap outside leave the list as it was, and focus
 * returns to the button.
 */
export function FilterSheet({ title, buttonText, applyText, resetText, onOpen, onApply, onReset, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const openSheet = (next: boolean) => {
    if (next) onOpen?.();
    setOpen(next);
  };
  const apply = () => {
    onApply();
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={openSheet}
      trigger={
        <Button variant="secondary" className={styles.button}>
          <FilterIcon />
          {buttonText}
        </Button>
      }
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onReset}>
            {resetText}
          </Button>
          <Button onClick={apply}>{applyText}</Button>
        </>
      }
    >
      <form
        className={styles.fields}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
