import { describe, expect, it } from 'vitest';
import { authCalls, firstLoadCalls, sessionCalls } from '@seller-portal/contracts/accounts';
import { chatCallRefs, chatCalls } from '@seller-portal/contracts/chat';
import { configCalls, type CallRef, type CallShape } from '@seller-portal/contracts/core';
import { cmsCalls, cmsPageCodes, loginBannerCall } from '@seller-portal/contracts/education';
import { searchCallRef, searchCalls } from '@seller-portal/contracts/search';

/**
 * Every `CallRef` (a call made without its schemas) beside the declaration it names. Types keep method and path
 * literal; this table checks the values and that no ref carries a schema or an answer shape.
 */
const refs: [string, CallRef<CallShape>, CallShape][] = [
  ['first load: config', firstLoadCalls.config, configCalls.get],
  ['first load: session', firstLoadCalls.session, sessionCalls.session],
  ['first load: sign in', firstLoadCalls.signIn, authCalls.signIn],
  ['first load: sign out', firstLoadCalls.signOut, authCalls.signOut],
  ['first load: single sign-on availability', firstLoadCalls.singleSignOnAvailable, authCalls.singleSignOnAvailable],
  ...Object.entries(chatCallRefs).map(([name, ref]): [string, CallRef<CallShape>, CallShape] => [
    `chat port: ${name}`,
    ref,
    chatCalls[name as keyof typeof chatCallRefs],
  ]),
  ['sign-in banner', loginBannerCall, cmsCalls.content],
  ['the palette’s search', searchCallRef, searchCalls.search],
];

describe('the calls made without their schemas (CallRef)', () => {
  it.each(refs)('%s: the declaration’s method and path, nothing else', (_, ref, declared) => {
    expect(ref).toEqual({ method: declared.method, path: declared.path });
  });

  it('covers every ref of the first load and of the chat port', () => {
    const listed = new Set(refs.map(([, ref]) => ref));
    expect([...Object.values(firstLoadCalls), ...Object.values(chatCallRefs)].filter((ref) => !listed.has(ref))).toEqual([]);
  });

  it('reads the sign-in banner from its CMS page', () => {
    expect(cmsPageCodes.loginBanner).toBe('seller-center-login-banner');
  });
});
