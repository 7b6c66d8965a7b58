import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { declareFeature } from '@seller-portal/contracts/core';
import { createModuleRegistry, defineFeatureManifest, mountedIn, patchModuleRoutes, type FeatureModule } from './feature-modules';
import { isUnderPrefix } from './prefixes';

afterEach(cleanup);

describe('module registry by path prefix (§1, §2.5)', () => {
  const registry = createModuleRegistry([
    { name: 'seller-chat', prefixes: ['/conversations'] },
    { name: 'business-partner', prefixes: ['/store'] },
    { name: 'business-partner-verification', prefixes: ['/store/verification'] },
    { name: 'wallet', prefixes: ['/wallet', '/settlements'] },
  ]);
  it.each([
    ['/conversations', 'seller-chat'],
    ['/conversations/C-1', 'seller-chat'],
    ['/store/info', 'business-partner'],
    ['/store/verification/selfie/capture', 'business-partner-verification'],
    ['/settlements/document', 'wallet'],
    ['/wallets', null],
    ['/dashboard', null],
  ])('%s → %s', (path, name) => {
    expect(registry.moduleFor(path)?.name ?? null).toBe(name);
  });

  it('prefixes match on segment boundaries', () => {
    expect(isUnderPrefix('/wallet/x', '/wallet/')).toBe(true);
    expect(isUnderPrefix('/wallets', '/wallet')).toBe(false);
  });

  it('registers and removes modules at runtime', () => {
    const runtime = createModuleRegistry();
    const remove = runtime.register({ name: 'task', prefixes: ['/task'] });
    expect(runtime.moduleFor('/task')?.name).toBe('task');
    remove();
    expect(runtime.moduleFor('/task')).toBeNull();
  });
});

describe('patchModuleRoutes: a module registers its routes when first needed', () => {
  function Shell() {
    return (
      <main>
        <Outlet />
      </main>
    );
  }

  function renderAt(path: string, modules: FeatureModule[]) {
    const registry = createModuleRegistry(modules);
    const router = createMemoryRouter(
      [
        {
          id: 'shell',
          element: <Shell />,
          children: [
            { path: 'dashboard', element: <p>dashboard</p> },
            { path: '*', element: <p>not found</p> },
          ],
        },
      ],
      { initialEntries: [path], patchRoutesOnNavigation: patchModuleRoutes(registry, 'shell') },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('loads a built module on a deep link and shows its page', async () => {
    const load = vi.fn(async () => ({
      routes: [
        { path: 'task', element: <p>tasks</p> },
        { path: 'task/:id', element: <p>one task</p> },
      ],
    }));
    renderAt('/task/7', [{ name: 'task', prefixes: ['/task'], load }]);
    expect(await screen.findByText('one task')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the module once across navigations', async () => {
    const load = vi.fn(async () => ({
      routes: [
        { path: 'task', element: <p>tasks</p> },
        { path: 'task/:id', element: <p>one task</p> },
      ],
    }));
    const router = renderAt('/dashboard', [{ name: 'task', prefixes: ['/task'], load }]);
    expect(await screen.findByText('dashboard')).toBeTruthy();
    await act(async () => router.navigate('/task'));
    expect(await screen.findByText('tasks')).toBeTruthy();
    await act(async () => router.navigate('/task/3'));
    expect(await screen.findByText('one task')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module that is not built yet shows the not-found view', async () => {
    renderAt('/wallet', [{ name: 'wallet', prefixes: ['/wallet'] }]);
    expect(await screen.findByText('not found')).toBeTruthy();
  });

  it('a path no module serves shows the not-found view', async () => {
    renderAt('/nowhere', []);
    expect(await screen.findByText('not found')).toBeTruthy();
  });
});

describe('feature manifests: route metadata known before the chunk loads', () => {
  const staff = { mode: 'INTERNAL', permission: 'announcement' } as const;
  const notBuilt = async () => ({ Component: () => <p>not built</p> });

  it('a manifest without pages gives its routes with their metadata on the not-found page', async () => {
    const manifest: FeatureModule = { name: 'announcement', prefixes: ['/announcement'], routes: [{ path: 'announcement', meta: staff }] };
    const routes = await createModuleRegistry([manifest], { notBuilt }).routesOf(manifest);
    expect(routes).toEqual([{ path: 'announcement', handle: { meta: staff }, lazy: notBuilt }]);
    // Without a not-found page to show, nothing is patched in (the app's not-found route answers).
    expect(await createModuleRegistry([manifest]).routesOf(manifest)).toBeNull();
  });

  it("the loaded routes get the manifest's metadata unless they carry their own", async () => {
    const own = { public: true };
    const manifest: FeatureModule = {
      name: 'mobile-configs',
      prefixes: ['/mobile-config'],
      routes: [
        { path: 'mobile-config', meta: staff },
        { path: 'mobile-config/help', meta: staff },
      ],
      load: async () => ({ routes: [{ path: 'mobile-config' }, { path: 'mobile-config/help', handle: { meta: own } }, { path: 'mobile-config/other' }] }),
    };
    const routes = await createModuleRegistry([manifest]).routesOf(manifest);
    expect(routes?.map((route) => [route.path, route.handle])).toEqual([
      ['mobile-config', { meta: staff }],
      ['mobile-config/help', { meta: own }],
      ['mobile-config/other', undefined],
    ]);
  });

  it.each([
    [['portal'], 'portal', true],
    [['portal'], 'console', false],
    [['console'], 'console', true],
  ] as const)('mountedIn: a feature of %j in the %s → %s', (apps, app, mounted) => {
    const manifest = defineFeatureManifest(declareFeature({ name: 'a', prefixes: ['/a'], access: {}, apps }), {});
    expect(mountedIn(manifest, app)).toBe(mounted);
  });
});
