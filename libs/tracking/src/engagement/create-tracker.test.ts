import type { DeviceType } from '@seller-portal/contracts/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngagementTracker } from './engagement-tracker';
import { createEngagementTracker } from './create-tracker';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createEngagementTracker: the adapter follows the device type (§4.9, §7 Other)', () => {
  const rows: { deviceType: DeviceType; host: string | null; kind: EngagementTracker['kind']; scripts: number }[] = [
    { deviceType: 'MTA Android', host: 'https://engagement.example.test/sdk.js', kind: 'android', scripts: 0 },
    { deviceType: 'MTA iOS', host: 'https://engagement.example.test/sdk.js', kind: 'ios', scripts: 0 },
    { deviceType: 'Mobileweb', host: 'https://engagement.example.test/sdk.js', kind: 'web', scripts: 1 },
    { deviceType: 'Web', host: 'https://engagement.example.test/sdk.js', kind: 'web', scripts: 1 },
    { deviceType: 'Web', host: null, kind: 'disabled', scripts: 0 },
    { deviceType: 'MTA Android', host: null, kind: 'android', scripts: 0 },
  ];
  it.each(rows)('$deviceType with host $host → $kind', ({ deviceType, host, kind, scripts }) => {
    expect(createEngagementTracker({ deviceType, host }).kind).toBe(kind);
    expect(document.querySelectorAll('script')).toHaveLength(scripts);
  });
});
