import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { NavigationRulesProvider, useNavigationHelper, type NavigationEnvironment, type NavigationHelper } from './use-navigation';

afterEach(cleanup);

function setup(initialEntries: string[]) {
  const env = {
    location: { origin: 'https://seller.example', assign: vi.fn(), replace: vi.fn() },
    open: vi.fn(),
    history: { back: vi.fn() },
  };
  const environment = (): NavigationEnvironment => env;
  let helper: NavigationHelper | null = null;
  function Probe() {
    helper = useNavigationHelper(environment);
    const location = useLocation();
    return <p>at {location.pathname}</p>;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries });
  render(
    <NavigationRulesProvider rules={{ isRouted: (p) => p !== '/legacy', externalModulePaths: [], isApp: false }}>
      <RouterProvider router={router} />
    </NavigationRulesProvider>,
  );
  return { env, router, helper: () => helper as unknown as NavigationHelper };
}

describe('useNavigationHelper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('navigates in the app and ignores the same request twice before it lands', async () => {
    const { helper, router } = setup(['/dashboard']);
    const navigate = vi.spyOn(router, 'navigate');
    act(() => {
      expect(helper().navigateTo('/order-list').kind).toBe('in-app');
      expect(helper().navigateTo('/order-list').kind).toBe('ignore');
    });
    await act(async () => vi.runAllTimersAsync());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('at /order-list')).toBeTruthy();
  });

  it('loads a path no route serves as a full page', () => {
    const { helper, env } = setup(['/dashboard']);
    act(() => void helper().navigateTo('/legacy'));
    expect(env.location.assign).toHaveBeenCalledWith('/legacy');
  });

  it('opens a new window on Ctrl-click', () => {
    const { helper, env } = setup(['/dashboard']);
    act(() => void helper().navigateTo({ to: '/order-list', modifierKey: true }));
    expect(env.open).toHaveBeenCalledWith('https://seller.example/order-list', '_blank', 'noopener');
  });

  it('goes back when there is history, with no fallback', async () => {
    const { helper, router } = setup(['/dashboard', '/order-list']);
    act(() => helper().back('/dashboard'));
    // The browser's back moves the router; the memory router stands in for it here.
    await act(async () => {
      await router.navigate(-1);
    });
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('at /dashboard')).toBeTruthy();
  });

  it('falls back after 500 ms when going back did nothing (§9)', async () => {
    const { helper, env } = setup(['/dashboard', '/order-list']);
    act(() => helper().back('/dashboard'));
    expect(env.history.back).toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByText('at /order-list')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('at /dashboard')).toBeTruthy();
  });

  it('on the first page of the visit goes to the fallback at once, never out of the app', async () => {
    const { helper, env } = setup(['/order-list?video-modal=abc']);
    act(() => helper().back('/dashboard'));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(env.history.back).not.toHaveBeenCalled();
    expect(screen.getByText('at /dashboard')).toBeTruthy();
  });
});
