import {
  storefrontBannerImageUrl,
  storefrontBannerMediaTypes,
  storefrontLimits,
  storefrontPublicPath,
  storefrontVideoOf,
  type StorefrontBannerImage,
  type StorefrontCatalog,
  type StorefrontCatalogRequest,
  type StorefrontPublic,
  type StorefrontSection,
  type StorefrontShownSection,
  type StorefrontState,
} from '@seller-portal/contracts/storefront';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { ProductService, StoreItem } from '../products';
import { declaresTooManyPixels } from '../shared/image-size';
import type { StorefrontCatalogChoice, StorefrontRepository, StorefrontRow } from './repository';
import { sanitizeStorefrontHtml } from './text-html';

type BannerMediaType = (typeof storefrontBannerMediaTypes)[number];

/** An uploaded banner no section names is kept a day: the seller may still be filling in its section's form. */
export const unusedBannerKeptMs = 24 * 60 * 60_000;

const emptyCatalog: StorefrontCatalogChoice = { hiddenItemIds: [], hiddenCategoryCodes: [], categoryOrder: [] };

/** The store's items and categories as the storefront reads them, with the catalog's choice applied. */
interface CatalogView {
  items: Map<string, StoreItem>;
  /** Items a shopper may see: active and not hidden. */
  visible: (itemId: string) => boolean;
  /** The categories of the store's items in the storefront's order, each with its names and whether it is hidden. */
  categories: { code: string; name: { id: string; en: string }; hidden: boolean; productCount: number }[];
  hiddenItemIds: Set<string>;
  /** Categories holding a product a shopper may see. */
  categoriesWithVisibleItems: Set<string>;
}

/**
 * The storefront's rules (§2.5 `/store-layout`, `/store-catalog`): the draft is checked whole before it replaces the
 * last one (nothing is kept of a refused draft), publishing copies it as the next version, and shoppers see the
 * published version with the products and categories the catalog hides left out.
 */
export class StorefrontService {
  constructor(
    private readonly repository: StorefrontRepository,
    private readonly products: ProductService,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  async state(storeCode: string): Promise<StorefrontState> {
    const row = await this.repository.storefront(storeCode);
    const draft = row?.draftSections ?? [];
    const published =
      row && row.publishedVersion > 0 && row.publishedSections && row.publishedAt
        ? { version: row.publishedVersion, publishedAt: row.publishedAt.toISOString(), sections: row.publishedSections }
        : null;
    const view = await this.catalogView(storeCode, row);
    return {
      storeCode,
      draft: { sections: draft, updatedAt: row?.draftUpdatedAt?.toISOString() ?? null },
      published,
      draftChanged: JSON.stringify(draft) !== JSON.stringify(published?.sections ?? []),
      publicPath: storefrontPublicPath(storeCode),
      preview: this.shown(draft, view),
    };
  }

  async saveDraft(storeCode: string, sections: StorefrontSection[]): Promise<StorefrontState> {
    const checked = await this.checked(storeCode, sections);
    await this.repository.saveDraft(storeCode, checked, this.clock.now());
    return this.state(storeCode);
  }

  async discardDraft(storeCode: string): Promise<StorefrontState> {
    await this.repository.discardDraft(storeCode, this.clock.now());
    return this.state(storeCode);
  }

  async publish(storeCode: string, userId: string): Promise<StorefrontState> {
    const row = await this.repository.storefront(storeCode);
    if (!row?.draftSections.length) throw new AppError('STOREFRONT_DRAFT_EMPTY');
    // Products or images may have changed since the draft was saved: what goes out is checked again.
    await this.checked(storeCode, row.draftSections);
    if (!(await this.repository.publish(storeCode, userId, this.clock.now()))) throw new AppError('STOREFRONT_DRAFT_EMPTY');
    return this.state(storeCode);
  }

  /** A banner image judged by its bytes (type, declared size) before anything is kept. */
  async uploadBanner(storeCode: string, userId: string, content: Buffer): Promise<StorefrontBannerImage> {
    if (content.length === 0) throw new AppError('STOREFRONT_BANNER_MISSING');
    const found = await fileTypeFromBuffer(content);
    const mediaType = found && (storefrontBannerMediaTypes as readonly string[]).includes(found.mime) ? (found.mime as BannerMediaType) : null;
    if (!mediaType) throw new AppError('STOREFRONT_BANNER_TYPE_NOT_ACCEPTED');
    if (declaresTooManyPixels(content)) throw new AppError('STOREFRONT_BANNER_DIMENSIONS_TOO_LARGE');
    const imageId = this.random.uuid();
    await this.repository.insertBannerImage({ id: imageId, storeCode, mediaType, content, uploadedBy: userId, createdAt: this.clock.now() });
    return { imageId, url: storefrontBannerImageUrl(imageId) };
  }

  /** Banner images no version of their storefront names, a day after their upload (the form keeps one that long). */
  async purgeUnusedBannerImages(now: Date): Promise<void> {
    await this.repository.purgeUnusedBannerImages(new Date(now.getTime() - unusedBannerKeptMs));
  }

  /** A banner image's bytes, for anyone: a published storefront shows them. */
  async bannerImage(imageId: string): Promise<{ contentType: string; bytes: Buffer }> {
    const image = await this.repository.bannerImage(imageId);
    if (!image) throw new AppError('NOT_FOUND');
    return { contentType: image.mediaType, bytes: image.content };
  }

  async catalog(storeCode: string): Promise<StorefrontCatalog> {
    const view = await this.catalogView(storeCode, await this.repository.storefront(storeCode));
    return {
      products: [...view.items.values()].map((item) => ({ ...item, hidden: view.hiddenItemIds.has(item.itemId) })),
      categories: view.categories,
    };
  }

  async saveCatalog(storeCode: string, request: StorefrontCatalogRequest): Promise<StorefrontCatalog> {
    const view = await this.catalogView(storeCode, null);
    if (request.hiddenItemIds.some((itemId) => !view.items.has(itemId))) throw new AppError('STOREFRONT_PRODUCT_NOT_IN_STORE');
    const known = new Set(view.categories.map((category) => category.code));
    if (request.categories.some((category) => !known.has(category.code))) throw new AppError('STOREFRONT_CATEGORY_UNKNOWN');
    await this.repository.saveCatalog(storeCode, {
      hiddenItemIds: [...new Set(request.hiddenItemIds)],
      hiddenCategoryCodes: request.categories.filter((category) => category.hidden).map((category) => category.code),
      categoryOrder: request.categories.map((category) => category.code),
    });
    return this.catalog(storeCode);
  }

  /** §2.7 the published storefront for anyone; a store that never published (or is not active) has none. */
  async publicStorefront(storeCode: string): Promise<StorefrontPublic> {
    const storeName = await this.repository.activeStoreName(storeCode);
    const row = storeName === null ? null : await this.repository.storefront(storeCode);
    if (storeName === null || !row || row.publishedVersion === 0 || !row.publishedSections || !row.publishedAt) throw new AppError('STOREFRONT_NOT_PUBLISHED');
    const view = await this.catalogView(storeCode, row);
    return {
      storeCode,
      storeName,
      version: row.publishedVersion,
      publishedAt: row.publishedAt.toISOString(),
      sections: this.shown(row.publishedSections, view),
    };
  }

  /** The draft's rules, in the order a seller fixes them; answers the sections as stored (rich text cleaned). */
  private async checked(storeCode: string, sections: StorefrontSection[]): Promise<StorefrontSection[]> {
    if (sections.length > storefrontLimits.maxSections) throw new AppError('STOREFRONT_TOO_MANY_SECTIONS');
    const items = await this.products.storeItems(storeCode);
    const own = new Set(items.map((item) => item.itemId));
    const imageIds = sections.flatMap((section) => (section.type === 'BANNER' ? section.imageIds : []));
    const ownImages = await this.repository.bannerImageIdsOf(storeCode, imageIds);
    return sections.map((section): StorefrontSection => {
      switch (section.type) {
        case 'SHOWCASE': {
          const itemIds = [...new Set(section.itemIds)];
          if (itemIds.length > storefrontLimits.maxProductsPerShowcase) throw new AppError('STOREFRONT_SHOWCASE_TOO_MANY_PRODUCTS');
          if (itemIds.some((itemId) => !own.has(itemId))) throw new AppError('STOREFRONT_PRODUCT_NOT_IN_STORE');
          return { ...section, itemIds };
        }
        case 'BANNER':
          if (section.imageIds.some((imageId) => !ownImages.has(imageId))) throw new AppError('STOREFRONT_BANNER_IMAGE_UNKNOWN');
          return section;
        case 'VIDEO':
          if (!storefrontVideoOf(section.url)) throw new AppError('STOREFRONT_VIDEO_URL_INVALID');
          return section;
        case 'TEXT': {
          if (section.format === 'PLAIN') return section;
          const body = sanitizeStorefrontHtml(section.body);
          if (body === null) throw new AppError('STOREFRONT_TEXT_UNSAFE');
          return { ...section, body };
        }
        case 'CATEGORIES':
          return section;
      }
    });
  }

  private async catalogView(storeCode: string, row: StorefrontRow | null): Promise<CatalogView> {
    const choice = row?.catalog ?? emptyCatalog;
    const items = new Map((await this.products.storeItems(storeCode)).map((item) => [item.itemId, item]));
    const hiddenItemIds = new Set(choice.hiddenItemIds.filter((itemId) => items.has(itemId)));
    const counts = new Map<string, number>();
    for (const item of items.values()) if (item.categoryCode) counts.set(item.categoryCode, (counts.get(item.categoryCode) ?? 0) + 1);
    const names = await this.products.categoryNames([...counts.keys()]);
    const hiddenCategories = new Set(choice.hiddenCategoryCodes);
    const rank = new Map(choice.categoryOrder.map((code, index) => [code, index]));
    const categories = [...counts.entries()]
      .map(([code, productCount]) => ({ code, name: names.get(code) ?? { id: code, en: code }, hidden: hiddenCategories.has(code), productCount }))
      // The chosen order first; categories the seller has not placed yet follow by name.
      .sort((a, b) => (rank.get(a.code) ?? Infinity) - (rank.get(b.code) ?? Infinity) || a.name.id.localeCompare(b.name.id));
    const visible = (itemId: string) => Boolean(items.get(itemId)?.active) && !hiddenItemIds.has(itemId);
    const categoriesWithVisibleItems = new Set([...items.values()].flatMap((item) => (item.categoryCode && visible(item.itemId) ? [item.categoryCode] : [])));
    return { items, hiddenItemIds, categories, visible, categoriesWithVisibleItems };
  }

  /** Sections as shoppers see them; one left with nothing to show (every product hidden) is left out. */
  private shown(sections: readonly StorefrontSection[], view: CatalogView): StorefrontShownSection[] {
    return sections.flatMap((section): StorefrontShownSection[] => {
      switch (section.type) {
        case 'BANNER':
          return [
            {
              id: section.id,
              type: 'BANNER',
              title: section.title,
              images: section.imageIds.map((imageId) => ({ imageId, url: storefrontBannerImageUrl(imageId) })),
            },
          ];
        case 'SHOWCASE': {
          const products = section.itemIds.flatMap((itemId) => {
            const item = view.items.get(itemId);
            return item && view.visible(itemId) ? [{ itemId, name: item.name, price: item.price, imageUrl: item.imageUrl }] : [];
          });
          return products.length ? [{ id: section.id, type: 'SHOWCASE', title: section.title, products }] : [];
        }
        case 'CATEGORIES': {
          const categories = view.categories
            .filter((category) => !category.hidden && view.categoriesWithVisibleItems.has(category.code))
            .map(({ code, name }) => ({ code, name }));
          return categories.length ? [{ id: section.id, type: 'CATEGORIES', title: section.title, categories }] : [];
        }
        case 'VIDEO': {
          const video = storefrontVideoOf(section.url);
          return video ? [{ id: section.id, type: 'VIDEO', title: section.title, provider: video.provider, embedUrl: video.embedUrl }] : [];
        }
        case 'TEXT':
          return [{ id: section.id, type: 'TEXT', title: section.title, format: section.format, body: section.body }];
      }
    });
  }
}
