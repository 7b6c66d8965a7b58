import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Button } from '../button/Button';
import { ToastProvider, useToast } from './toast-context';
import { createToastStore, toastStore } from './toast-state';
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
    toastStore.clear();
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

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(within(region).queryByText('Saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(region).queryByText('Saved')).toBeNull();
  });

  it('honours a custom duration and can be shown from outside React', () => {
    const { toasts } = renderWithProviders(<Toaster />, { lang: 'id' });
    act(() => {
      toasts.show({ message: 'Email dan/atau kata sandi salah. (PE401007)', type: 'danger', durationMs: 5000 });
    });
    const region = screen.getByRole('status', { name: 'Notifikasi' });
    expect(within(region).getByText(/PE401007/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(toasts.getSnapshot()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toasts.getSnapshot()).toHaveLength(0);
  });

  it('pauses while hovered and can be dismissed by its button', () => {
    const { toasts } = renderWithProviders(<Toaster />);
    act(() => {
      toasts.show({ message: 'Copied', type: 'info' });
    });
    const message = screen.getByText('Copied');
    const toast = message.closest('[data-type]') as HTMLElement;
    fireEvent.pointerEnter(toast);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('Copied')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('runs the action and replaces a toast shown again with the same id', () => {
    const retry = vi.fn();
    const { toasts } = renderWithProviders(<Toaster />);
    act(() => {
      toasts.show({ id: 'network', message: 'Offline', type: 'warning', durationMs: 0 });
      toasts.show({
        id: 'network',
        message: 'Still offline',
        type: 'warning',
        durationMs: 0,
        action: { label: 'Retry', onClick: retry },
      });
    });
    expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual(['Still offline']);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(toasts.getSnapshot()).toHaveLength(0);
  });

  it('shows at most 5 toasts, dropping the oldest', () => {
    const { toasts } = renderWithProviders(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5, 6]) toasts.show({ message: `Toast ${n}`, durationMs: 0 });
    });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.querySelectorAll('[data-type]')).toHaveLength(5);
    expect(within(region).queryByText('Toast 1')).toBeNull();
    expect(within(region).getByText('Toast 6')).toBeTruthy();
  });

  it('uses the page-wide toastStore without a ToastProvider', () => {
    // No ToastProvider, as in an app that mounts none.
    render(
      <I18nextProvider i18n={createI18n({ lng: 'en' })}>
        <SaveButton />
        <Toaster />
      </I18nextProvider>,
    );
    act(() => {
      toastStore.show({ message: 'From outside React', durationMs: 0 });
    });
    expect(screen.getByText('From outside React')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual(['From outside React', 'Saved']);
  });

  it('keeps the toasts of a ToastProvider to its own store', () => {
    const own = createToastStore();
    renderWithProviders(
      <ToastProvider store={own}>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(own.getSnapshot().map((toast) => toast.message)).toEqual(['Saved']);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});

describe('useToast', () => {
  it('returns the same { show, dismiss } across renders', () => {
    const store = createToastStore();
    const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider store={store}>{children}</ToastProvider>;
    const { result, rerender } = renderHook(() => useToast(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    let id = '';
    act(() => {
      id = result.current.show({ message: 'Saved' });
    });
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([id]);
    act(() => result.current.dismiss(id));
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
