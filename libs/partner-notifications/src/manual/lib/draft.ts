import {
  manualNotificationChannels,
  type ManualNotification,
  type ManualNotificationAudienceType,
  type ManualNotificationCategory,
  type ManualNotificationChannel,
  type ManualNotificationContent,
  type ManualNotificationMessage,
  type ManualNotificationRequest,
  type ManualNotificationSendMode,
} from '@seller-portal/contracts/partner-notifications';
import { fromLocalInput, toLocalInput } from '@seller-portal/formatting';

/** What the form holds: every channel's texts (kept when a channel is switched off and on again), the rest as typed. */
export interface ManualDraft {
  category: ManualNotificationCategory;
  link: string;
  channels: Record<ManualNotificationChannel, boolean>;
  texts: Record<ManualNotificationChannel, ManualNotificationMessage>;
  audienceType: ManualNotificationAudienceType;
  /** Store codes or business types, separated by commas, spaces or new lines. */
  audienceValues: string;
  sendMode: ManualNotificationSendMode;
  /** A `datetime-local` value. */
  scheduledAt: string;
}

const emptyMessage = (): ManualNotificationMessage => ({ id: { title: '', body: '' }, en: { title: '', body: '' } });

/** Store codes or business types as typed: separated by commas, semicolons, spaces or lines; each once. */
export function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The form's first state: a saved notification's values (its schedule kept when it is scheduled), or a new draft
 * with in-app chosen and a suggested time an hour from `now`.
 */
export function draftOf(saved: ManualNotification | null, now: number): ManualDraft {
  const texts = Object.fromEntries(manualNotificationChannels.map((channel) => [channel, saved?.content[channel] ?? emptyMessage()])) as ManualDraft['texts'];
  const channels = Object.fromEntries(
    manualNotificationChannels.map((channel) => [channel, saved ? saved.content[channel] !== undefined : channel === 'IN_APP']),
  ) as ManualDraft['channels'];
  const scheduled = saved?.status === 'SCHEDULED' && saved.scheduledAt !== null;
  return {
    category: saved?.category ?? 'ANNOUNCEMENT',
    link: saved?.link ?? '',
    channels,
    texts,
    audienceType: saved?.audience.type ?? 'ALL',
    audienceValues: saved?.audience.values.join(', ') ?? '',
    sendMode: scheduled ? 'SCHEDULE' : 'DRAFT',
    scheduledAt: toLocalInput(scheduled ? saved.scheduledAt : Math.ceil((now + 60 * 60_000) / 60_000) * 60_000),
  };
}

/** What the form sends: the chosen channels' texts only, the list parsed, a time only for a schedule. */
export function requestOf(draft: ManualDraft): ManualNotificationRequest {
  const content: ManualNotificationContent = {};
  for (const channel of manualNotificationChannels) if (draft.channels[channel]) content[channel] = draft.texts[channel];
  return {
    category: draft.category,
    link: draft.link.trim() || null,
    content,
    audience: { type: draft.audienceType, values: draft.audienceType === 'ALL' ? [] : listOf(draft.audienceValues) },
    sendMode: draft.sendMode,
    scheduledAt: draft.sendMode === 'SCHEDULE' ? fromLocalInput(draft.scheduledAt) : null,
  };
}
