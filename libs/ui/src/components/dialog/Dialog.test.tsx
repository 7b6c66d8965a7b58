import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Button } from '../button/Button';
import { Dialog, DialogClose } from './Dialog';

/** Dialog's Radix view is a lazy chunk: let it arrive before clicking. */
const viewLoaded = () =>
  act(async () => {
    await import('./DialogView');
  });

function Example({ dismissible = true, onOpenChange }: { dismissible?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Outside</button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        dismissible={dismissible}
        trigger={<Button>Open</Button>}
        title="Delete template"
        description="This cannot be undone."
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger">Delete</Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('opens with a title and description, traps focus and closes on Escape', async () => {
    renderWithProviders(<Example />);
    await viewLoaded();
    const trigger = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Delete template' });
    expect(screen.getByText('This cannot be undone.').id).toBe(dialog.getAttribute('aria-describedby'));
    // Radix moves focus inside on the next frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(dialog.contains(document.activeElement)).toBe(true);

    // Tab from the last control wraps to the first one.
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    deleteButton.focus();
    fireEvent.keyDown(deleteButton, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    // Focus cannot leave for the page behind.
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the trigger once the focus scope unmounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(trigger);
  });

  it.each([
    ['en', 'Close'],
    ['id', 'Tutup'],
  ] as const)('labels the close button in %s', async (lang, label) => {
    const onOpenChange = vi.fn();
    renderWithProviders(<Example onOpenChange={onOpenChange} />, { lang });
    await viewLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from a footer action wrapped in DialogClose', async () => {
    renderWithProviders(<Example />);
    await viewLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a footer action of an open dialog closes it', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Update needed"
        footer={
          <DialogClose>
            <Button variant="ghost">Later</Button>
          </DialogClose>
        }
      />,
    );
    // The moment the dialog shows, its action works (a user clicks what they see).
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays open on Escape when it is not dismissible (§4.4 mandatory decisions)', async () => {
    renderWithProviders(<Example dismissible={false} />);
    await viewLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Delete template' })).toBeTruthy();
  });
});

describe('Dialog before its view has loaded', () => {
  it.each([
    ['controlled', true],
    ['uncontrolled', false],
  ])('a tap on the %s trigger opens the dialog once the view arrives, not nothing', async (_kind, controlled) => {
    // A fresh module graph: this Dialog's lazy view has not loaded yet, whatever ran before in this worker.
    vi.resetModules();
    const { Dialog: FreshDialog } = await import('./Dialog');
    function Fresh() {
      const [open, setOpen] = useState(false);
      return controlled ? (
        <FreshDialog open={open} onOpenChange={setOpen} trigger={<Button>Filter</Button>} title="Filter orders" />
      ) : (
        <FreshDialog trigger={<Button>Filter</Button>} title="Filter orders" />
      );
    }
    renderWithProviders(<Fresh />);
    // The fallback: the trigger alone, before Radix has given it its popup attributes.
    const trigger = screen.getByRole('button', { name: 'Filter' });
    expect(trigger.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(trigger);
    await viewLoaded();
    expect(await screen.findByRole('dialog', { name: 'Filter orders' })).toBeTruthy();
  });
});
