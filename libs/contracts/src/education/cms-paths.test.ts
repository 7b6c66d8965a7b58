import { describe, expect, it } from 'vitest';
import { cmsCalls } from './cms-content';
import { cmsPageCodes, loginBannerCall } from './cms-paths';

describe('the sign-in banner’s call', () => {
  it('is the declared call of a CMS page, by method and path', () => {
    expect(loginBannerCall).toEqual({ method: cmsCalls.content.method, path: cmsCalls.content.path });
    expect(cmsPageCodes.loginBanner).toBe('seller-center-login-banner');
  });
});
