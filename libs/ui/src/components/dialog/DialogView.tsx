import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { DialogProps } from './Dialog';
import { DialogCloseContext } from './dialog-close-context';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import { CloseIcon } from '../icons/icons';
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
}: DialogProps) {
  const { t } = useUiTranslation();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.content, styles[size], className)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // Without a description Radix would warn; the title alone names the dialog.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? t('close')}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          <DialogCloseContext.Provider value={DialogCloseView}>
            {children && <div className={styles.body}>{children}</div>}
            {footer && <div className={styles.footer}>{footer}</div>}
          </DialogCloseContext.Provider>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Makes its child (usually a Button) close the surrounding Dialog. */
export function DialogCloseView({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
