import { Button } from '../button/Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

export interface ConfirmDialogProps extends Pick<DialogProps, 'open' | 'onOpenChange' | 'trigger' | 'title' | 'description' | 'children' | 'onCloseAutoFocus'> {
  /** The button that leaves without doing it ("Cancel"). */
  cancelText: string;
  /** The button that does it ("Delete"). */
  confirmText: string;
  /** danger (the default) for what cannot be undone; primary for the rest. */
  tone?: 'danger' | 'primary';
  /** The action is under way: the confirm button spins and takes no second click. */
  busy?: boolean;
  onConfirm: () => void;
  size?: DialogProps['size'];
}

/** A question before an action: what it will do, Cancel, and the action. The caller closes it when the action is done. */
export function ConfirmDialog({ cancelText, confirmText, tone = 'danger', busy = false, onConfirm, size = 'sm', ...dialog }: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      size={size}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{cancelText}</Button>
          </DialogClose>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    />
  );
}
