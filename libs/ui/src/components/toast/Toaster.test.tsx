import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Button } from '../button/Button';
import { showToastAtom, toastsAtom, useToast } from './toast-state';
import { Toaster } from './Toaster';

function SaveButton() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ message: 'Saved', type: 'success' })}>Save</Button>;
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in the live region and removes it after the default 3000 ms (§9)', () => {
    renderWithProviders(
      <>
        <SaveButton />
        <Toaster />
      </>,
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(region).getByText('Saved')).toBeTruthy();

    act(() => vi.advanceTimersByTime(2999));
    expect(within(region).queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Saved')).toBeNull();
  });

  it('honours a custom duration and can be shown from outside React', () => {
    const store = createStore();
    renderWithProviders(<Toaster />, { store, lang: 'id' });
    act(() => {
      store.set(showToastAtom, { message: 'Email dan/atau kata sandi salah. (PE401007)', type: 'danger', durationMs: 5000 });
    });
    const region = screen.getByRole('status', { name: 'Notifikasi' });
    expect(within(region).getByText(/PE401007/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(store.get(toastsAtom)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(store.get(toastsAtom)).toHaveLength(0);
  });

  it('pauses while hovered and can be dismissed by its button', () => {
    const store = createStore();
    renderWithProviders(<Toaster />, { store });
    act(() => {
      store.set(showToastAtom, { message: 'Copied', type: 'info' });
    });
    const message = screen.getByText('Copied');
    const toast = message.closest('[data-type]') as HTMLElement;
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Copied')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('runs the action and replaces a toast shown again with the same id', () => {
    const store = createStore();
    const retry = vi.fn();
    renderWithProviders(<Toaster />, { store });
    act(() => {
      store.set(showToastAtom, { id: 'network', message: 'Offline', type: 'warning', durationMs: 0 });
      store.set(showToastAtom, {
        id: 'network',
        message: 'Still offline',
        type: 'warning',
        durationMs: 0,
        action: { label: 'Retry', onClick: retry },
      });
    });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Still offline']);
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(store.get(toastsAtom)).toHaveLength(0);
  });
});
