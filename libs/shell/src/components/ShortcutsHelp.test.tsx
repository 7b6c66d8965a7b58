import { useShortcuts } from '@seller-portal/ui/shortcuts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/render-shell';
import { ShortcutsHelp } from './ShortcutsHelp';

afterEach(cleanup);

function PageWithKeys() {
  useShortcuts([{ key: 'j', label: 'Next order', run: () => undefined }]);
  return <h1>the page</h1>;
}

describe('? on a signed-in page', () => {
  it("lists the page's shortcuts and every page's, and opens nowhere in a text field", async () => {
    renderShell({
      path: '/dashboard',
      element: (
        <>
          <PageWithKeys />
          <input aria-label="a field" />
          <ShortcutsHelp />
        </>
      ),
      width: 1280,
    });
    await screen.findByRole('heading', { name: 'the page' });
    fireEvent.keyDown(screen.getByLabelText('a field'), { key: '?' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const page = within(dialog).getByRole('heading', { name: 'On this page' }).closest('section') as HTMLElement;
    expect(within(page).getByText('Next order').previousElementSibling?.textContent).toBe('j');
    const global = within(dialog).getByRole('heading', { name: 'On every page' }).closest('section') as HTMLElement;
    expect(within(global).getByText('Search and act (command palette)').previousElementSibling?.textContent).toBe('CtrlK');
    expect(within(global).getByText('Show the keyboard shortcuts')).toBeTruthy();
  });
});
