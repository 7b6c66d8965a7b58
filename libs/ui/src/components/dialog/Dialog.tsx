import { cloneElement, isValidElement, lazy, Suspense, useContext, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { DialogCloseContext } from './dialog-close-context';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as the trigger itself, e.g. a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Actions row; wrap a button in `DialogClose` to let it close the dialog. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * false for decisions the user must make (§4.4 mandatory agreement): no close button, Escape
   * and clicks outside do nothing.
   */
  dismissible?: boolean;
  /** Accessible name of the close button; defaults to the translated "Close". */
  closeLabel?: string;
  className?: string;
  /** Where focus goes as the dialog closes (call `preventDefault` and focus it); the element that opened it by default. */
  onCloseAutoFocus?: (event: Event) => void;
}

type Clickable = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

// Radix (≈13 KB gzip) loads with the first dialog a page actually shows, not with every page that could show one.
const DialogView = lazy(() => import('./DialogView'));

/** Modal dialog on Radix: focus is trapped inside, Escape closes, focus returns to the trigger. */
export function Dialog(props: DialogProps) {
  const [openedEarly, setOpenedEarly] = useState(false);
  // A closed dialog without a trigger renders nothing, so it needs no code yet.
  if (!props.open && !props.defaultOpen && !props.trigger) return null;
  // Until the view has loaded the trigger stands alone: a tap on it then (a slow network, or a trigger that appears
  // only at this width and is tapped at once) opens the dialog as soon as the view is there, instead of nothing.
  const openEarly = () => (props.onOpenChange ? props.onOpenChange(true) : setOpenedEarly(true));
  const trigger = isValidElement(props.trigger) ? (props.trigger as Clickable) : null;
  const fallback = trigger
    ? cloneElement(trigger, {
        onClick: (event: MouseEvent) => {
          trigger.props.onClick?.(event);
          openEarly();
        },
      })
    : (props.trigger ?? null);
  return (
    <Suspense fallback={fallback}>
      <DialogView {...props} defaultOpen={props.defaultOpen || openedEarly} />
    </Suspense>
  );
}

/**
 * Makes its child (usually a Button) close the surrounding Dialog. It renders inside the dialog's view, which has
 * loaded by then, so the button works from its first frame.
 */
export function DialogClose({ children }: { children: ReactNode }) {
  const Close = useContext(DialogCloseContext);
  return Close ? <Close>{children}</Close> : <>{children}</>;
}
