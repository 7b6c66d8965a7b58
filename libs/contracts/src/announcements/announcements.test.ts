import { describe, expect, it } from 'vitest';
import {
  allowsAnnouncementAction,
  announcementCreateRequestSchema,
  isMandatoryAnnouncement,
  type AnnouncementAction,
  type AnnouncementCondition,
  type AnnouncementType,
} from './announcements';

describe('§4.4 mandatory announcements', () => {
  it.each<[AnnouncementType, AnnouncementCondition[], boolean]>([
    ['AGREEMENT', [], true],
    ['AGREEMENT', ['CAN-BE-SKIPPED'], true],
    ['SURVEY', [], true],
    ['SURVEY', ['CAN-BE-SKIPPED'], false],
    ['SURVEY', ['ACKNOWLEDGE-LATER'], false],
    ['QUALTRICS-SURVEY', [], true],
    ['QUALTRICS-SURVEY', ['CAN-BE-SKIPPED', 'ACKNOWLEDGE-LATER'], false],
  ])('%s with %j is mandatory: %s', (type, conditions, mandatory) => {
    expect(isMandatoryAnnouncement({ type, conditions })).toBe(mandatory);
  });
});

describe('seller actions an announcement allows', () => {
  it.each<[AnnouncementType, AnnouncementCondition[], AnnouncementAction, boolean]>([
    ['AGREEMENT', [], 'ACKNOWLEDGE', true],
    ['AGREEMENT', [], 'READ', true],
    ['AGREEMENT', ['CAN-BE-SKIPPED'], 'STOP', false],
    ['AGREEMENT', ['ACKNOWLEDGE-LATER'], 'IGNORE', false],
    ['SURVEY', [], 'STOP', false],
    ['SURVEY', [], 'IGNORE', false],
    ['SURVEY', ['CAN-BE-SKIPPED'], 'STOP', true],
    ['SURVEY', ['CAN-BE-SKIPPED'], 'IGNORE', true],
    ['SURVEY', ['ACKNOWLEDGE-LATER'], 'STOP', false],
    ['SURVEY', ['ACKNOWLEDGE-LATER'], 'IGNORE', true],
  ])('%s with %j allows %s: %s', (type, conditions, action, allowed) => {
    expect(allowsAnnouncementAction({ type, conditions }, action)).toBe(allowed);
  });
});

describe('create request', () => {
  const valid = {
    type: 'SURVEY',
    title: { id: 'Judul', en: 'Title' },
    content: { id: '<p>Isi</p>', en: '<p>Content</p>' },
    audience: { type: 'ALL' },
    startTime: 1,
    endTime: 2,
  };
  it('accepts the smallest announcement and defaults conditions and audience values', () => {
    expect(announcementCreateRequestSchema.parse(valid)).toMatchObject({ conditions: [], audience: { type: 'ALL', values: [] } });
  });
  it.each([
    ['an unknown type', { type: 'POLL' }],
    ['a lower-case code', { code: 'abc' }],
    ['an over-long title', { title: { id: 'x'.repeat(201), en: 'x' } }],
    ['an unknown condition', { conditions: ['LATER'] }],
  ])('refuses %s', (_what, change) => {
    expect(announcementCreateRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
