import type { AnnouncementCondition, AnnouncementType, SellerAnnouncement } from '@seller-portal/contracts/announcements';
import { describe, expect, it } from 'vitest';
import { announcementCodeOfModal, announcementModalCode, announcementsToShow, hasBeenRead, popupActions, surveyServiceEnabled } from './rules';

const announcement = (code: string, type: AnnouncementType, conditions: AnnouncementCondition[] = []): SellerAnnouncement => ({
  code,
  type,
  conditions,
  title: { id: code, en: code },
  content: { id: '<p>x</p>', en: '<p>x</p>' },
  startTime: 0,
  endTime: 1,
  bannerImageUrl: null,
  bannerOrder: null,
  surveyUrl: null,
  state: { readAt: null, acknowledgedAt: null, ignoredAt: null, stoppedAt: null },
});

const running = [
  announcement('AGREEMENT', 'AGREEMENT'),
  announcement('SURVEY-MANDATORY', 'SURVEY'),
  announcement('SURVEY-SKIPPABLE', 'SURVEY', ['CAN-BE-SKIPPED']),
  announcement('SURVEY-LATER', 'SURVEY', ['ACKNOWLEDGE-LATER']),
  announcement('QUALTRICS', 'QUALTRICS-SURVEY'),
  announcement('QUALTRICS-SKIPPABLE', 'QUALTRICS-SURVEY', ['CAN-BE-SKIPPED']),
];

describe('§4.4 announcements to show', () => {
  it.each([
    ['not read yet, survey service off: all but Qualtrics', false, false, ['AGREEMENT', 'SURVEY-MANDATORY', 'SURVEY-SKIPPABLE', 'SURVEY-LATER']],
    [
      'not read yet, survey service on: all',
      false,
      true,
      ['AGREEMENT', 'SURVEY-MANDATORY', 'SURVEY-SKIPPABLE', 'SURVEY-LATER', 'QUALTRICS', 'QUALTRICS-SKIPPABLE'],
    ],
    ['read already, survey service off: only the mandatory ones', true, false, ['AGREEMENT', 'SURVEY-MANDATORY']],
    ['read already, survey service on: the mandatory ones, Qualtrics included', true, true, ['AGREEMENT', 'SURVEY-MANDATORY', 'QUALTRICS']],
  ])('%s', (_case, read, surveys, codes) => {
    expect(announcementsToShow(running, { hasBeenRead: read, surveyServiceEnabled: surveys }).map((a) => a.code)).toEqual(codes);
  });
});

describe('the Announcement-Has-Been-Read cookie', () => {
  it.each([
    ['Announcement-Has-Been-Read=true', true],
    ['a=1; Announcement-Has-Been-Read=true; b=2', true],
    ['Announcement-Has-Been-Read=false', false],
    ['', false],
    ['X-Announcement-Has-Been-Read=true', false],
  ])('%j is read: %s', (cookies, read) => {
    expect(hasBeenRead(cookies)).toBe(read);
  });
});

describe('the survey service toggles', () => {
  it.each([
    [{ 'seller-survey-web-enabled': 'true' }, 'Web', true],
    [{ 'seller-survey-web-enabled': 'false' }, 'Web', false],
    [{ 'seller-survey-web-enabled': 'true' }, 'App', false],
    [{ 'seller-survey-app-enabled': 'true' }, 'App', true],
    [null, 'Web', false],
  ] as const)('%j on %s: %s', (config, channel, enabled) => {
    expect(surveyServiceEnabled(config, channel)).toBe(enabled);
  });
});

describe('popup actions', () => {
  it.each<[AnnouncementType, AnnouncementCondition[], string[], boolean]>([
    ['AGREEMENT', [], ['ACKNOWLEDGE'], false],
    ['AGREEMENT', ['CAN-BE-SKIPPED'], ['ACKNOWLEDGE'], false],
    ['SURVEY', [], ['ACKNOWLEDGE'], false],
    ['SURVEY', ['CAN-BE-SKIPPED'], ['ACKNOWLEDGE', 'IGNORE', 'STOP'], true],
    ['SURVEY', ['ACKNOWLEDGE-LATER'], ['ACKNOWLEDGE', 'IGNORE'], true],
    ['QUALTRICS-SURVEY', ['CAN-BE-SKIPPED', 'ACKNOWLEDGE-LATER'], ['ACKNOWLEDGE', 'IGNORE', 'STOP'], true],
  ])('%s with %j offers %j, dismissible: %s', (type, conditions, buttons, dismissible) => {
    expect(popupActions({ type, conditions })).toEqual({ buttons, dismissible });
  });
});

describe('modal codes', () => {
  it('round-trips an announcement code and ignores other modals', () => {
    expect(announcementCodeOfModal(announcementModalCode('DEMO-1'))).toBe('DEMO-1');
    expect(announcementCodeOfModal('enable_whatsapp_notification_reminder')).toBeNull();
  });
});
