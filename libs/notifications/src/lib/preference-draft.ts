import {
  isMandatoryPreference,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationLanguage,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@seller-portal/contracts/notifications';

/** The settings form's state: the language and whether each channel is on for each category (`CHANNEL:CATEGORY`). */
export interface PreferenceDraft {
  language: NotificationLanguage;
  enabled: Readonly<Record<string, boolean>>;
}

export const pairKey = (channel: NotificationChannel, category: NotificationCategory) => `${channel}:${category}`;

export function draftOf(saved: NotificationPreferences): PreferenceDraft {
  return { language: saved.language, enabled: Object.fromEntries(saved.preferences.map((p) => [pairKey(p.channel, p.category), p.enabled])) };
}

/** The draft with one pair changed; a mandatory pair stays on. */
export function withPreference(draft: PreferenceDraft, channel: NotificationChannel, category: NotificationCategory, enabled: boolean): PreferenceDraft {
  if (isMandatoryPreference(channel, category)) return draft;
  return { ...draft, enabled: { ...draft.enabled, [pairKey(channel, category)]: enabled } };
}

/** Whether the draft differs from what is saved. */
export function isDirty(saved: NotificationPreferences, draft: PreferenceDraft): boolean {
  return saved.language !== draft.language || saved.preferences.some((p) => draft.enabled[pairKey(p.channel, p.category)] !== p.enabled);
}

/** What the save sends: the language and every pair as the draft has it. */
export function requestOf(saved: NotificationPreferences, draft: PreferenceDraft): NotificationPreferencesRequest {
  return {
    language: draft.language,
    preferences: saved.preferences.map((p) => ({
      channel: p.channel,
      category: p.category,
      enabled: draft.enabled[pairKey(p.channel, p.category)] ?? p.enabled,
    })),
  };
}
