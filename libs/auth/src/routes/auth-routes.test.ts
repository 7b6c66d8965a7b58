import { routeMetaOf } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { authRoutes } from './auth-routes';

describe('authRoutes (§2.1, §2.5, §2.7)', () => {
  const rows = [
    { path: 'sign-in', isPublic: true },
    { path: 'sign-out', isPublic: false },
    { path: 'sso/cas', isPublic: true },
    { path: 'login-verification', isPublic: true },
    { path: 'forgot-password/v2', isPublic: true },
    { path: 'reset-password/v2', isPublic: true },
    { path: 'create-password', isPublic: true },
    { path: 'expired-password', isPublic: true },
    { path: 'change-password', isPublic: false },
    { path: 'switch-session', isPublic: false },
    { path: 'reset-session', isPublic: true },
    { path: 'confirm-sign-in', isPublic: true },
    { path: 'register', isPublic: true },
    { path: 'register/otp', isPublic: true },
    { path: 'verify-phone-number', isPublic: false },
    { path: 'verify-email', isPublic: false },
  ];
  it.each(rows)('/$path: public $isPublic', ({ path, isPublic }) => {
    const route = authRoutes.find((candidate) => candidate.path === path);
    expect(route).toBeDefined();
    expect(routeMetaOf(route?.handle)?.public ?? false).toBe(isPublic);
  });

  it('has no other routes', () => {
    expect(authRoutes.map((route) => route.path).sort()).toEqual(rows.map((row) => row.path).sort());
  });

  it.each(rows)('/$path loads a page component', async ({ path }) => {
    const route = authRoutes.find((candidate) => candidate.path === path);
    const lazy = route?.lazy;
    if (typeof lazy !== 'function') throw new Error(`${path} is not lazy`);
    const module = (await lazy()) as { Component?: unknown };
    expect(typeof module.Component).toBe('function');
  });
});
