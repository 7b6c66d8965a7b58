import { orderViewFilterSchema } from '@seller-portal/contracts/orders';
import { productViewFilterSchema } from '@seller-portal/contracts/products';
import { savedViewLimits, type SavedView, type SavedViewList, type SavedViewListAnswer } from '@seller-portal/contracts/saved-views';

const filtersOf = { orders: orderViewFilterSchema, products: productViewFilterSchema } as const;

/** A stored view's filters read again through its list's schema (null: no longer valid, the view shows none). */
function savedViewFiltersOf(list: SavedViewList, filters: unknown): Record<string, string> | null {
  const parsed = filtersOf[list].safeParse(filters);
  return parsed.success ? (parsed.data as Record<string, string>) : null;
}
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { SavedViewRow, SavedViewsRepository, ViewKeeper } from './repository';

/** What a save or a change asks, its filters already checked against the list's (the call's schema). */
export interface SavedViewWrite {
  name: string;
  filters: Record<string, string>;
  shared: boolean;
  makeDefault: boolean;
}

function viewOf(keeper: ViewKeeper, list: SavedViewList, row: SavedViewRow): SavedView {
  return {
    id: row.id,
    name: row.name,
    // A view kept before the list lost a filter reads as the whole list rather than failing the page.
    filters: savedViewFiltersOf(list, row.filters) ?? {},
    shared: row.shared,
    mine: row.userId === keeper.userId,
    ownerName: row.ownerName,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The name as kept: trimmed, inner runs of spaces made one, 1 to 60 characters. */
function checkedName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed || [...trimmed].length > savedViewLimits.nameMaxLength) throw new AppError('SAVED_VIEW_NAME_INVALID');
  return trimmed;
}

/** The rules of saved views: who sees, changes, shares and defaults which view. */
export class SavedViewsService {
  constructor(
    private readonly repository: SavedViewsRepository,
    private readonly clock: Clock,
  ) {}

  async list(keeper: ViewKeeper, list: SavedViewList): Promise<SavedViewListAnswer> {
    const [rows, defaultId, canShare] = await Promise.all([
      this.repository.visible(keeper, list),
      this.repository.defaultOf(keeper, list),
      this.repository.isOwner(keeper),
    ]);
    return {
      views: rows.map((row) => viewOf(keeper, list, row)),
      // A default the owner stopped sharing is no default any more.
      defaultViewId: rows.some((row) => row.id === defaultId) ? defaultId : null,
      canShare,
    };
  }

  async create(keeper: ViewKeeper, list: SavedViewList, request: SavedViewWrite): Promise<SavedView> {
    const name = checkedName(request.name);
    if (request.shared && !(await this.repository.isOwner(keeper))) throw new AppError('SAVED_VIEW_SHARE_NOT_ALLOWED');
    const id = await this.repository.insert(
      keeper,
      { list, name, filters: request.filters, shared: request.shared },
      this.clock.now(),
      savedViewLimits.perList,
      request.makeDefault,
    );
    if (!id) throw new AppError('SAVED_VIEW_LIMIT_REACHED');
    return this.one(keeper, list, id);
  }

  async update(keeper: ViewKeeper, list: SavedViewList, id: string, request: SavedViewWrite): Promise<SavedView> {
    const name = checkedName(request.name);
    await this.ownView(keeper, list, id);
    if (request.shared && !(await this.repository.isOwner(keeper))) throw new AppError('SAVED_VIEW_SHARE_NOT_ALLOWED');
    await this.repository.update(keeper, list, id, { name, filters: request.filters, shared: request.shared }, this.clock.now());
    if (request.makeDefault) await this.repository.setDefault(keeper, list, id);
    return this.one(keeper, list, id);
  }

  async remove(keeper: ViewKeeper, list: SavedViewList, id: string): Promise<null> {
    await this.ownView(keeper, list, id);
    await this.repository.remove(keeper, list, id);
    return null;
  }

  async setDefault(keeper: ViewKeeper, list: SavedViewList, viewId: string | null): Promise<SavedViewListAnswer> {
    if (viewId !== null && !(await this.repository.visibleOne(keeper, list, viewId))) throw new AppError('SAVED_VIEW_NOT_FOUND');
    await this.repository.setDefault(keeper, list, viewId);
    return this.list(keeper, list);
  }

  /** One of the keeper's own views: one they see but another keeps is SAVED_VIEW_NOT_YOURS, one they do not see not found. */
  private async ownView(keeper: ViewKeeper, list: SavedViewList, id: string): Promise<SavedViewRow> {
    const row = await this.repository.visibleOne(keeper, list, id);
    if (!row) throw new AppError('SAVED_VIEW_NOT_FOUND');
    if (row.userId !== keeper.userId) throw new AppError('SAVED_VIEW_NOT_YOURS');
    return row;
  }

  private async one(keeper: ViewKeeper, list: SavedViewList, id: string): Promise<SavedView> {
    const row = await this.repository.visibleOne(keeper, list, id);
    if (!row) throw new AppError('SAVED_VIEW_NOT_FOUND');
    return viewOf(keeper, list, row);
  }
}
