import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSheet } from './FilterSheet';

afterEach(cleanup);

function renderSheet() {
  const calls = { onOpen: vi.fn(), onApply: vi.fn(), onReset: vi.fn() };
  render(
    <FilterSheet title="Filter products" buttonText="Filter (1)" applyText="Apply" resetText="Reset" {...calls}>
      <label>
        Category
        <input name="category" />
      </label>
    </FilterSheet>,
  );
  return calls;
}

describe('FilterSheet', () => {
  it('opens from its button with the caller’s draft, and "Apply" applies it once and closes', async () => {
    const calls = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const form = await screen.findByRole('form', { name: 'Filter products' });
    expect(calls.onOpen).toHaveBeenCalledOnce();
    expect(form.querySelector('input[name="category"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(calls.onApply).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Filter products' })).toBeNull());
  });

  it('Enter in a field applies too; "Reset" only clears the draft and keeps the sheet open', async () => {
    const calls = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const form = await screen.findByRole('form', { name: 'Filter products' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(calls.onReset).toHaveBeenCalledOnce();
    expect(calls.onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Filter products' })).toBe(form);
    fireEvent.submit(form);
    expect(calls.onApply).toHaveBeenCalledOnce();
  });
});
