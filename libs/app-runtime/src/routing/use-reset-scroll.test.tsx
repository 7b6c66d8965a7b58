import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResetScroll } from './use-reset-scroll';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Root() {
  useResetScroll();
  return <Outlet />;
}

function renderAt(path: string) {
  const handle = { meta: { resetScroll: true } };
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/a', handle, element: <p>a</p> },
          { path: '/b', handle, element: <p>b</p> },
          { path: '/c', element: <p>c</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useResetScroll (§2.6)', () => {
  it('leaves the page a visit starts on where the browser put it, and scrolls to the top after each navigation to a route that asks', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/a');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await act(() => router.navigate('/c'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
