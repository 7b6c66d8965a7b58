import {
  announcementLimits,
  type Announcement,
  type AnnouncementAudienceType,
  type AnnouncementCondition,
  type AnnouncementCreateRequest,
  type AnnouncementType,
} from '@seller-portal/contracts/announcements';
import { fromLocalInput, toLocalInput } from '@seller-portal/formatting';
import { hasRichTextContent } from '@seller-portal/ui/rich-text';

/** The banner field: keep the current one (editing), none, an https link, or a chosen file read as a data URL. */
export type BannerValue = { kind: 'keep'; url: string } | { kind: 'none' } | { kind: 'file'; name: string; type: string; size: number; dataUrl: string };

/** The form of create and update, flat so each field has its own message and focus. */
export interface AnnouncementFormValues {
  code: string;
  titleId: string;
  titleEn: string;
  contentId: string;
  contentEn: string;
  type: AnnouncementType;
  conditions: AnnouncementCondition[];
  audienceType: AnnouncementAudienceType;
  /** Store codes or business types, separated by commas, spaces or lines. */
  audienceValues: string;
  startTime: string;
  endTime: string;
  surveyUrl: string;
  banner: BannerValue;
}

/** A field message: a key of the `errors` namespace (the server's §8 code) or of this library's texts. */
export type FormMessage = `errors:${string}` | `announcements:${string}`;
export type AnnouncementFormErrors = Partial<Record<keyof AnnouncementFormValues, FormMessage>>;

export function emptyFormValues(now: number): AnnouncementFormValues {
  const hour = 60 * 60 * 1000;
  const start = Math.ceil(now / hour) * hour;
  return {
    code: '',
    titleId: '',
    titleEn: '',
    contentId: '',
    contentEn: '',
    type: 'AGREEMENT',
    conditions: [],
    audienceType: 'ALL',
    audienceValues: '',
    startTime: toLocalInput(start),
    endTime: toLocalInput(start + 7 * 24 * hour),
    surveyUrl: '',
    banner: { kind: 'none' },
  };
}

export function formValuesOf(announcement: Announcement): AnnouncementFormValues {
  return {
    code: announcement.code,
    titleId: announcement.title.id,
    titleEn: announcement.title.en,
    contentId: announcement.content.id,
    contentEn: announcement.content.en,
    type: announcement.type,
    conditions: [...announcement.conditions],
    audienceType: announcement.audience.type,
    audienceValues: announcement.audience.values.join(', '),
    startTime: toLocalInput(announcement.startTime),
    endTime: toLocalInput(announcement.endTime),
    surveyUrl: announcement.surveyUrl ?? '',
    banner: announcement.bannerImageUrl ? { kind: 'keep', url: announcement.bannerImageUrl } : { kind: 'none' },
  };
}

/** The store codes or business types of the audience field, trimmed, without repeats. */
export function audienceValuesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** Whether a chosen file can be a banner: its type and size as the server accepts them. */
export function bannerFileProblem(file: { type: string; size: number }): FormMessage | undefined {
  if (!announcementLimits.bannerImageTypes.includes(file.type) || file.size > announcementLimits.bannerImageMaxBytes)
    return 'errors:ANNOUNCEMENT_BANNER_INVALID';
  return undefined;
}

const codePattern = /^[A-Z0-9][A-Z0-9-]*$/;

/** The rules the form checks before it sends (the server checks them again, with the same codes). */
export function validateAnnouncementForm(values: AnnouncementFormValues): AnnouncementFormErrors {
  const errors: AnnouncementFormErrors = {};
  if (values.code && (!codePattern.test(values.code) || values.code.length > announcementLimits.codeMaxLength)) errors.code = 'announcements:form.errors.code';
  if (!values.titleId.trim()) errors.titleId = 'errors:ANNOUNCEMENT_TITLE_BLANK';
  if (!values.titleEn.trim()) errors.titleEn = 'errors:ANNOUNCEMENT_TITLE_BLANK';
  if (!hasRichTextContent(values.contentId)) errors.contentId = 'errors:ANNOUNCEMENT_CONTENT_BLANK';
  if (!hasRichTextContent(values.contentEn)) errors.contentEn = 'errors:ANNOUNCEMENT_CONTENT_BLANK';
  if (values.audienceType !== 'ALL' && audienceValuesOf(values.audienceValues).length === 0) errors.audienceValues = 'errors:ANNOUNCEMENT_AUDIENCE_EMPTY';
  const start = fromLocalInput(values.startTime);
  const end = fromLocalInput(values.endTime);
  if (start === null) errors.startTime = 'announcements:form.errors.startTime';
  if (end === null) errors.endTime = 'announcements:form.errors.endTime';
  else if (start !== null && end <= start) errors.endTime = 'errors:ANNOUNCEMENT_END_BEFORE_START';
  if (values.surveyUrl.trim() && !/^https:\/\/\S+$/i.test(values.surveyUrl.trim())) errors.surveyUrl = 'errors:ANNOUNCEMENT_SURVEY_URL_INVALID';
  if (values.banner.kind === 'file') {
    const problem = bannerFileProblem(values.banner);
    if (problem) errors.banner = problem;
  }
  return errors;
}

/** The body of create (and, with the code, of update). A kept banner is left out, so the server keeps it. */
export function announcementRequestOf(values: AnnouncementFormValues): AnnouncementCreateRequest {
  const bannerImage = values.banner.kind === 'file' ? values.banner.dataUrl : values.banner.kind === 'none' ? null : undefined;
  return {
    ...(values.code ? { code: values.code } : {}),
    type: values.type,
    conditions: values.conditions,
    title: { id: values.titleId.trim(), en: values.titleEn.trim() },
    content: { id: values.contentId, en: values.contentEn },
    audience: { type: values.audienceType, values: values.audienceType === 'ALL' ? [] : audienceValuesOf(values.audienceValues) },
    startTime: fromLocalInput(values.startTime) ?? 0,
    endTime: fromLocalInput(values.endTime) ?? 0,
    surveyUrl: values.type === 'AGREEMENT' || !values.surveyUrl.trim() ? null : values.surveyUrl.trim(),
    ...(bannerImage === undefined ? {} : { bannerImage }),
  };
}

/** The field a server error belongs to (§8 codes of the announcement calls); others are the page's to show. */
export function fieldOfServerError(errorCode: string, values: AnnouncementFormValues): keyof AnnouncementFormValues | undefined {
  switch (errorCode) {
    case 'ANNOUNCEMENT_CODE_TAKEN':
      return 'code';
    case 'ANNOUNCEMENT_TITLE_BLANK':
      return values.titleId.trim() ? 'titleEn' : 'titleId';
    case 'ANNOUNCEMENT_CONTENT_BLANK':
      return hasRichTextContent(values.contentId) ? 'contentEn' : 'contentId';
    case 'ANNOUNCEMENT_UNSAFE_CONTENT':
      return 'contentId';
    case 'ANNOUNCEMENT_END_BEFORE_START':
      return 'endTime';
    case 'ANNOUNCEMENT_AUDIENCE_EMPTY':
      return 'audienceValues';
    case 'ANNOUNCEMENT_BANNER_INVALID':
      return 'banner';
    case 'ANNOUNCEMENT_SURVEY_URL_INVALID':
      return 'surveyUrl';
    default:
      return undefined;
  }
}
