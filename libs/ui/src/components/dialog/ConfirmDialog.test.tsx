import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

function Example({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete template?"
      description="This cannot be undone."
      cancelText="Cancel"
      confirmText="Delete"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks, does the action on confirm and leaves on cancel', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Example onConfirm={onConfirm} />);
    await act(async () => {
      await import('./DialogView');
    });
    expect(screen.getByRole('dialog', { name: 'Delete template?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
