import { describe, expect, it } from 'vitest';
import {
  announcementRequestOf,
  audienceValuesOf,
  bannerFileProblem,
  emptyFormValues,
  fieldOfServerError,
  validateAnnouncementForm,
  type AnnouncementFormValues,
} from './form-rules';

const valid: AnnouncementFormValues = {
  ...emptyFormValues(Date.UTC(2026, 10, 25, 1, 0)),
  titleId: 'Perjanjian baru',
  titleEn: 'New agreement',
  contentId: '<p>Isi</p>',
  contentEn: '<p>Body</p>',
  audienceType: 'STORE_CODES',
  audienceValues: 'DEMO-60001',
  startTime: '2026-12-01T09:00',
  endTime: '2026-12-08T09:00',
};

describe('validateAnnouncementForm', () => {
  it.each<[string, Partial<AnnouncementFormValues>, Record<string, string>]>([
    ['a complete announcement has no problem', {}, {}],
    ['the title is required (Indonesian)', { titleId: '  ' }, { titleId: 'errors:ANNOUNCEMENT_TITLE_BLANK' }],
    ['the title is required (English)', { titleEn: '' }, { titleEn: 'errors:ANNOUNCEMENT_TITLE_BLANK' }],
    ['an emptied editor is no content', { contentEn: '<p></p>' }, { contentEn: 'errors:ANNOUNCEMENT_CONTENT_BLANK' }],
    ['the end must be after the start', { endTime: '2026-11-30T09:00' }, { endTime: 'errors:ANNOUNCEMENT_END_BEFORE_START' }],
    ['an end equal to the start is not after it', { endTime: '2026-12-01T09:00' }, { endTime: 'errors:ANNOUNCEMENT_END_BEFORE_START' }],
    ['a start time is required', { startTime: '' }, { startTime: 'announcements:form.errors.startTime' }],
    ['a list of store codes needs a store code', { audienceValues: ' , ' }, { audienceValues: 'errors:ANNOUNCEMENT_AUDIENCE_EMPTY' }],
    ['all sellers need no list', { audienceType: 'ALL', audienceValues: '' }, {}],
    ['a survey link is https', { type: 'SURVEY', surveyUrl: 'http://example.com' }, { surveyUrl: 'errors:ANNOUNCEMENT_SURVEY_URL_INVALID' }],
    ['a code is capitals, digits and dashes', { code: 'promo 1' }, { code: 'announcements:form.errors.code' }],
    [
      'a banner file of another type is refused',
      { banner: { kind: 'file', name: 'a.gif', type: 'image/gif', size: 10, dataUrl: 'data:image/gif;base64,AA' } },
      { banner: 'errors:ANNOUNCEMENT_BANNER_INVALID' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateAnnouncementForm({ ...valid, ...change })).toEqual(expected);
  });
});

describe('bannerFileProblem', () => {
  it.each([
    ['a PNG of 512 KB is a banner', { type: 'image/png', size: 512 * 1024 }, undefined],
    ['a JPEG over 512 KB is too large', { type: 'image/jpeg', size: 512 * 1024 + 1 }, 'errors:ANNOUNCEMENT_BANNER_INVALID'],
    ['an SVG is not accepted', { type: 'image/svg+xml', size: 100 }, 'errors:ANNOUNCEMENT_BANNER_INVALID'],
  ])('%s', (_name, file, expected) => {
    expect(bannerFileProblem(file)).toBe(expected);
  });
});

describe('announcementRequestOf', () => {
  it('sends the trimmed texts, the audience list, the times and no survey link for an agreement', () => {
    const request = announcementRequestOf({
      ...valid,
      titleEn: ' New agreement ',
      audienceValues: 'DEMO-60001, DEMO-60003\nDEMO-60001',
      surveyUrl: 'https://x.test',
    });
    expect(request).toMatchObject({
      type: 'AGREEMENT',
      title: { id: 'Perjanjian baru', en: 'New agreement' },
      audience: { type: 'STORE_CODES', values: ['DEMO-60001', 'DEMO-60003'] },
      surveyUrl: null,
      bannerImage: null,
    });
    expect(request.endTime - request.startTime).toBe(7 * 24 * 60 * 60 * 1000);
    expect('code' in request).toBe(false);
  });

  it('keeps the current banner by leaving it out, and sends a chosen file as its data URL', () => {
    expect('bannerImage' in announcementRequestOf({ ...valid, banner: { kind: 'keep', url: '/x' } })).toBe(false);
    expect(
      announcementRequestOf({ ...valid, banner: { kind: 'file', name: 'a.png', type: 'image/png', size: 3, dataUrl: 'data:image/png;base64,AAA' } })
        .bannerImage,
    ).toBe('data:image/png;base64,AAA');
  });
});

describe('audienceValuesOf and fieldOfServerError', () => {
  it('splits on commas, spaces and lines, without repeats', () => {
    expect(audienceValuesOf('A, B\nC;A  ')).toEqual(['A', 'B', 'C']);
  });

  it.each([
    ['ANNOUNCEMENT_END_BEFORE_START', 'endTime'],
    ['ANNOUNCEMENT_TITLE_BLANK', 'titleEn'],
    ['ANNOUNCEMENT_CODE_TAKEN', 'code'],
    ['ANNOUNCEMENT_BANNER_INVALID', 'banner'],
    ['PE403001', undefined],
  ])('%s belongs to %s', (code, field) => {
    expect(fieldOfServerError(code, valid)).toBe(field);
  });
});
