import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { DialogProps } from './Dialog';
import { DialogCloseContext } from './dialog-close-context';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import { CloseIcon } from '../icons/icons';
import { Sheet, SheetClose, SheetDescription, SheetTitle } from './Sheet';
import styles from './Dialog.module.css';

/** Modal dialog on Radix: focus is trapped inside, Escape closes, focus returns to the trigger. */
export default function DialogView({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  closeLabel,
  className,
  onCloseAutoFocus,
}: DialogProps) {
  const { t } = useUiTranslation();
  return (
    <Sheet
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      className={clsx(styles.content, styles[size], className)}
      dismissible={dismissible}
      described={Boolean(description)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className={styles.header}>
        <SheetTitle className={styles.title}>{title}</SheetTitle>
        {dismissible && (
          <SheetClose className={styles.close} aria-label={closeLabel ?? t('close')}>
            <CloseIcon />
          </SheetClose>
        )}
      </div>
      {description && <SheetDescription className={styles.description}>{description}</SheetDescription>}
      <DialogCloseContext.Provider value={DialogCloseView}>
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </DialogCloseContext.Provider>
    </Sheet>
  );
}

/** Makes its child (usually a Button) close the surrounding Dialog. */
export function DialogCloseView({ children }: { children: ReactNode }) {
  return <SheetClose asChild>{children}</SheetClose>;
}
