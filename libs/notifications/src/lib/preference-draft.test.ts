import { notificationCategories, notificationChannels, type NotificationPreferences } from '@seller-portal/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { draftOf, isDirty, pairKey, requestOf, withPreference } from './preference-draft';

const saved: NotificationPreferences = {
  language: 'id',
  preferences: notificationChannels.flatMap((channel) =>
    notificationCategories.map((category) => ({
      channel,
      category,
      enabled: channel !== 'WHATSAPP',
      mandatory: channel === 'IN_APP' && (category === 'ACCOUNT' || category === 'SYSTEM'),
    })),
  ),
};

describe('the preference form', () => {
  it('starts from what is saved and is not dirty', () => {
    const draft = draftOf(saved);
    expect(draft.enabled[pairKey('EMAIL', 'ORDER')]).toBe(true);
    expect(draft.enabled[pairKey('WHATSAPP', 'ORDER')]).toBe(false);
    expect(isDirty(saved, draft)).toBe(false);
  });

  it.each([
    ['EMAIL', 'PROMOTION', false, true],
    ['WHATSAPP', 'ORDER', true, true],
    ['EMAIL', 'ORDER', true, false],
    ['IN_APP', 'ACCOUNT', false, false],
    ['IN_APP', 'SYSTEM', false, false],
  ] as const)('%s × %s set to %s makes the form dirty: %s', (channel, category, enabled, dirty) => {
    expect(isDirty(saved, withPreference(draftOf(saved), channel, category, enabled))).toBe(dirty);
  });

  it('sends the language and all 28 pairs as the draft has them', () => {
    const draft = { ...withPreference(draftOf(saved), 'EMAIL', 'PROMOTION', false), language: 'en' as const };
    const request = requestOf(saved, draft);
    expect(request.language).toBe('en');
    expect(request.preferences).toHaveLength(28);
    expect(request.preferences.find((p) => p.channel === 'EMAIL' && p.category === 'PROMOTION')?.enabled).toBe(false);
    expect(isDirty(saved, draft)).toBe(true);
  });
});
