import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Dialog.module.css';
import { shareNonceWithStyleLibraries } from '../../styles/content-security';

// Radix's scroll lock adds a <style> element when a dialog opens: it carries the page's nonce.
shareNonceWithStyleLibraries();

export interface SheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the sheet (rendered as the trigger itself, e.g. a Button). */
  trigger?: ReactNode;
  /** The content box's class: where and how the sheet sits (a drawer, a panel under the header, a centred card). */
  className?: string;
  /** The backdrop's class; the design system's dimmed backdrop by default. */
  overlayClassName?: string;
  /** false: Escape and clicks outside do nothing (a decision the user must make). */
  dismissible?: boolean;
  /** A `SheetDescription` inside describes the sheet; without one its `SheetTitle` alone names it. */
  described?: boolean;
  /** The content, with a `SheetTitle` (visible or not) and usually a `SheetClose`. */
  children: ReactNode;
  /** Where focus goes as the sheet closes (call `preventDefault` and focus it); what opened it by default. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The one wrapper of Radix's dialog that every modal surface is made of (the `Dialog` card, the shell's mobile
 * menu and search panel): focus is trapped inside, Escape and a click outside close it unless `dismissible` is
 * false, focus returns to what opened it, and the page behind is inert for assistive technology.
 */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  className,
  overlayClassName,
  dismissible = true,
  described = false,
  children,
  onCloseAutoFocus,
}: SheetProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClassName ?? styles.overlay} />
        <RadixDialog.Content
          className={clsx(className)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={onCloseAutoFocus}
          // Without a description Radix would warn; the title alone names the sheet.
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The sheet's accessible name (hide it visually with the design system's `VisuallyHidden` class when needed). */
export const SheetTitle = RadixDialog.Title;
/** The sheet's description, announced with its title (set `described` on the sheet). */
export const SheetDescription = RadixDialog.Description;
/** A button that closes the sheet (`asChild` makes its child the button). */
export const SheetClose = RadixDialog.Close;
