import {
  cmsPromoShown,
  type CmsBilingualContent,
  type CmsLanguage,
  type CmsPage,
  type CmsPageKind,
  type CmsPageLink,
  type CmsPageStatus,
  type CmsPageSummary,
  type CmsRevision,
  type CmsStaffPage,
} from '@seller-portal/contracts/education';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import { sanitisedBilingual, sanitisedContent } from './content-sanitiser';
import type { CmsChangeRefusal, CmsPageRow, CmsRepository } from './repository';

/** The CMS pages: visitors read what is published (sanitised again on the way out); staff change drafts over a version. */
export class CmsService {
  constructor(
    private readonly repository: CmsRepository,
    private readonly clock: Clock,
  ) {}

  /** A published page of `kind`, in `language`; a promo outside its window (§9) is left out. */
  async published(kind: CmsPageKind, code: string, language: CmsLanguage): Promise<CmsPage> {
    const row = await this.repository.published(kind, code);
    if (!row?.published) throw new AppError('CMS_PAGE_NOT_FOUND');
    return this.visitorPage(row.code, row.published, language, row.publishedAt ?? row.updatedAt);
  }

  /** The published pages of `kind`, by title. */
  async publishedList(kind: CmsPageKind, language: CmsLanguage): Promise<CmsPageLink[]> {
    const rows = await this.repository.publishedOfKind(kind);
    return rows
      .filter((row) => row.published)
      .map((row) => {
        const content = sanitisedContent((row.published as CmsBilingualContent)[language]);
        return { code: row.code, title: content.title, description: content.description, updatedAt: (row.publishedAt ?? row.updatedAt).getTime() };
      })
      .sort((a, b) => a.title.localeCompare(b.title));
  }

  /** Every published page with its kind, for the crawler's HTML and the sitemap. */
  async allPublished(): Promise<{ code: string; kind: CmsPageKind; content: CmsBilingualContent; publishedAt: Date }[]> {
    const rows = await this.repository.all();
    return rows.flatMap((row) =>
      row.status === 'PUBLISHED' && row.published
        ? [{ code: row.code, kind: row.kind as CmsPageKind, content: row.published, publishedAt: row.publishedAt ?? row.updatedAt }]
        : [],
    );
  }

  /** What a visitor reads of `content` now. */
  visitorPage(code: string, content: CmsBilingualContent, language: CmsLanguage, updatedAt: Date): CmsPage {
    const clean = sanitisedContent(content[language]);
    const now = this.clock.now().getTime();
    return {
      code,
      language,
      title: clean.title,
      description: clean.description,
      sections: clean.sections.filter((section) => section.kind !== 'PROMO' || cmsPromoShown(section, now)),
      updatedAt: updatedAt.getTime(),
    };
  }

  async list(): Promise<CmsPageSummary[]> {
    return (await this.repository.all()).map(summary);
  }

  async detail(code: string): Promise<CmsStaffPage> {
    return staffPage(await this.existing(code));
  }

  async preview(code: string, language: CmsLanguage): Promise<CmsPage> {
    const row = await this.existing(code);
    return this.visitorPage(row.code, row.draft, language, row.updatedAt);
  }

  async revisions(code: string): Promise<CmsRevision[]> {
    await this.existing(code);
    return (await this.repository.revisions(code)).map((row) => ({
      version: row.version,
      action: row.action as CmsRevision['action'],
      by: row.by,
      at: row.at.getTime(),
      titleId: row.content.id.title,
      titleEn: row.content.en.title,
    }));
  }

  async saveDraft(by: string, code: string, version: number, content: CmsBilingualContent): Promise<CmsStaffPage> {
    const draft = sanitisedBilingual(content);
    return this.changed(await this.repository.change(code, version, 'EDIT', () => ({ draft }), by, this.clock.now()));
  }

  async publish(by: string, code: string, version: number): Promise<CmsStaffPage> {
    const now = this.clock.now();
    return this.changed(
      await this.repository.change(code, version, 'PUBLISH', (current) => ({ published: current.draft, status: 'PUBLISHED', publishedAt: now }), by, now),
    );
  }

  async unpublish(by: string, code: string, version: number): Promise<CmsStaffPage> {
    return this.changed(await this.repository.change(code, version, 'UNPUBLISH', () => ({ status: 'DRAFT' }), by, this.clock.now()));
  }

  private async existing(code: string): Promise<CmsPageRow> {
    const row = await this.repository.byCode(code);
    if (!row) throw new AppError('CMS_PAGE_NOT_FOUND');
    return row;
  }

  private changed(result: CmsPageRow | CmsChangeRefusal): CmsStaffPage {
    if (result === 'NOT_FOUND') throw new AppError('CMS_PAGE_NOT_FOUND');
    if (result === 'VERSION_CONFLICT') throw new AppError('CMS_PAGE_VERSION_CONFLICT');
    return staffPage(result);
  }
}

function summary(row: CmsPageRow): CmsPageSummary {
  return {
    code: row.code,
    kind: row.kind as CmsPageKind,
    status: row.status as CmsPageStatus,
    version: row.version,
    titleId: row.draft.id.title,
    titleEn: row.draft.en.title,
    changed: row.status !== 'PUBLISHED' || JSON.stringify(row.draft) !== JSON.stringify(row.published),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.getTime(),
    publishedAt: row.status === 'PUBLISHED' && row.publishedAt ? row.publishedAt.getTime() : null,
  };
}

function staffPage(row: CmsPageRow): CmsStaffPage {
  return { ...summary(row), draft: sanitisedBilingual(row.draft), published: row.published ? sanitisedBilingual(row.published) : null };
}
