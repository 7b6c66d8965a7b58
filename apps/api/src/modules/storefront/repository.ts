import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { StorefrontSection } from '@seller-portal/contracts/storefront';
import { stores } from '../../db/directory-schema';
import type { AppDatabase } from '../../db/open-database';
import { storefrontBannerImages, storefronts, type StorefrontCatalogChoice } from './schema';

export type { StorefrontCatalogChoice };
export type StorefrontRow = typeof storefronts.$inferSelect;
export type BannerImageRow = typeof storefrontBannerImages.$inferSelect;

/** The only place that reads and writes the storefront tables. */
export class StorefrontRepository {
  constructor(private readonly db: AppDatabase) {}

  async storefront(storeCode: string): Promise<StorefrontRow | null> {
    const [row] = await this.db.select().from(storefronts).where(eq(storefronts.storeCode, storeCode)).limit(1);
    return row ?? null;
  }

  async saveDraft(storeCode: string, sections: StorefrontSection[], now: Date): Promise<void> {
    await this.db
      .insert(storefronts)
      .values({ storeCode, draftSections: sections, draftUpdatedAt: now })
      .onConflictDoUpdate({ target: storefronts.storeCode, set: { draftSections: sections, draftUpdatedAt: now } });
  }

  /** The draft becomes the published version again (empty when there is none). */
  async discardDraft(storeCode: string, now: Date): Promise<void> {
    await this.db
      .update(storefronts)
      .set({ draftSections: sql`coalesce(${storefronts.publishedSections}, '[]'::jsonb)`, draftUpdatedAt: now })
      .where(eq(storefronts.storeCode, storeCode));
  }

  /**
   * Copies the draft to the published version as the next one, in one statement, unless the draft is empty by then
   * (a concurrent save); whether it did.
   */
  async publish(storeCode: string, userId: string | null, now: Date): Promise<boolean> {
    const published = await this.db
      .update(storefronts)
      .set({
        publishedSections: sql`${storefronts.draftSections}`,
        publishedVersion: sql`${storefronts.publishedVersion} + 1`,
        publishedAt: now,
        publishedBy: userId,
      })
      .where(and(eq(storefronts.storeCode, storeCode), sql`jsonb_array_length(${storefronts.draftSections}) > 0`))
      .returning({ version: storefronts.publishedVersion });
    return published.length > 0;
  }

  async saveCatalog(storeCode: string, catalog: StorefrontCatalogChoice): Promise<void> {
    await this.db.insert(storefronts).values({ storeCode, catalog }).onConflictDoUpdate({ target: storefronts.storeCode, set: { catalog } });
  }

  async insertBannerImage(row: typeof storefrontBannerImages.$inferInsert): Promise<void> {
    await this.db.insert(storefrontBannerImages).values(row).onConflictDoNothing({ target: storefrontBannerImages.id });
  }

  async bannerImage(id: string): Promise<Pick<BannerImageRow, 'mediaType' | 'content'> | null> {
    const [row] = await this.db
      .select({ mediaType: storefrontBannerImages.mediaType, content: storefrontBannerImages.content })
      .from(storefrontBannerImages)
      .where(eq(storefrontBannerImages.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Which of `ids` are the store's banner images. */
  async bannerImageIdsOf(storeCode: string, ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: storefrontBannerImages.id })
      .from(storefrontBannerImages)
      .where(and(eq(storefrontBannerImages.storeCode, storeCode), inArray(storefrontBannerImages.id, [...ids])));
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Removes banner images uploaded before `before` that neither the draft nor the published version of their store
   * names (an upload whose section was never saved, or a removed one): how many.
   */
  async purgeUnusedBannerImages(before: Date): Promise<number> {
    const named = sql`exists (select 1 from ${storefronts} where ${storefronts.storeCode} = ${storefrontBannerImages.storeCode} and (
      position(${storefrontBannerImages.id}::text in ${storefronts.draftSections}::text) > 0
      or position(${storefrontBannerImages.id}::text in coalesce(${storefronts.publishedSections}::text, '')) > 0))`;
    const removed = await this.db
      .delete(storefrontBannerImages)
      .where(and(lt(storefrontBannerImages.createdAt, before), sql`not ${named}`))
      .returning({ id: storefrontBannerImages.id });
    return removed.length;
  }

  /** The store's name while it is active; null for an unknown or deactivated store. */
  async activeStoreName(storeCode: string): Promise<string | null> {
    const [row] = await this.db.select({ name: stores.name, status: stores.status }).from(stores).where(eq(stores.code, storeCode)).limit(1);
    return row && row.status === 'ACTIVE' ? row.name : null;
  }
}
