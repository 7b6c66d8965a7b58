import { describe, expect, it } from 'vitest';
import { autoSocialLoginOf } from './auto-social-login';

const both = { google: { clientId: 'c' }, facebook: { appId: 'a' }, cas: null };
const googleOnly = { google: { clientId: 'c' }, facebook: null, cas: null };

describe('§2.8 autoSocialLogin', () => {
  it.each([
    ['GOOGLE starts Google', '?autoSocialLogin=GOOGLE', both, 'GOOGLE'],
    ['FACEBOOK starts Facebook', '?autoSocialLogin=FACEBOOK', both, 'FACEBOOK'],
    ['the case does not matter', '?autoSocialLogin=google', both, 'GOOGLE'],
    ['spaces around do not matter', '?autoSocialLogin=%20Facebook%20', both, 'FACEBOOK'],
    ['an unknown value is ignored', '?autoSocialLogin=TWITTER', both, null],
    ['an empty value is ignored', '?autoSocialLogin=', both, null],
    ['no parameter starts nothing', '?redirectUri=%2Forder-list', both, null],
    ['a provider the server has not configured is ignored', '?autoSocialLogin=FACEBOOK', googleOnly, null],
  ] as const)('%s', (_, search, providers, expected) => {
    expect(autoSocialLoginOf(new URLSearchParams(search), providers)).toBe(expected);
  });
});
