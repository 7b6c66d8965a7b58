import { categoryLimits, type CategoryDraft, type CategoryMove, type CategoryNames, type KeptCategory } from '@seller-portal/contracts/category-tree';
import type { Transaction } from '../../db/open-database';
import { AppError } from '../../http/app-error';
import type { Random } from '../../runtime';
import type { AuditLog } from '../audit';
import type { ResolvedSession } from '../session';
import { CategoryNameTaken, type CategoryKeeperRepository, type CategoryRow } from './category-keeper-repository';
import { productCatalogCode } from './service';

/** What the audit log keeps of a category. */
function audited(row: CategoryRow) {
  return { code: row.code, parentCode: row.parentCode, name: row.name, nameEn: row.nameEn, active: row.active };
}

function kept(row: CategoryRow, productCount: number): KeptCategory {
  return { code: row.code, parentCode: row.parentCode, name: row.name, nameEn: row.nameEn, active: row.active, position: row.position, productCount };
}

/** How many levels a category and those under it take (1: none under it). */
function heightOf(code: string, tree: readonly CategoryRow[]): number {
  const children = tree.filter((row) => row.parentCode === code);
  return 1 + Math.max(0, ...children.map((child) => heightOf(child.code, tree)));
}

/** A name as kept: trimmed, inner runs of spaces made one; blank or too long is refused with its own code. */
function cleanName(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) throw new AppError('PRODUCT_CATEGORY_NAME_BLANK');
  if ([...name].length > categoryLimits.nameMaxLength) throw new AppError('PRODUCT_CATEGORY_NAME_TOO_LONG');
  return name;
}

/**
 * The catalog's category tree kept by internal staff (INTERNAL_CATEGORY): a new category goes at the root or under an
 * active one (three levels at most), names are unique among siblings in each language (case aside), a category in use
 * by products is deactivated rather than deleted (the sellers' pickers leave it out, its products keep it), and every
 * change is an audit entry (PRODUCT_CATEGORY) written in its transaction.
 */
export class CategoryKeeper {
  constructor(
    private readonly repository: CategoryKeeperRepository,
    private readonly audit: AuditLog,
    private readonly random: Random,
  ) {}

  async list(): Promise<KeptCategory[]> {
    return (await this.repository.all(productCatalogCode)).map((row) => kept(row, row.productCount));
  }

  async create(current: ResolvedSession, draft: CategoryDraft): Promise<KeptCategory> {
    const names = { name: cleanName(draft.name), nameEn: cleanName(draft.nameEn) };
    const parentCode = draft.parentCode?.trim() || null;
    if (parentCode) {
      const parent = await this.repository.one(parentCode);
      if (!parent || parent.catalogCode !== productCatalogCode || !parent.active || (await this.depthOf(parent)) >= categoryLimits.maxDepth) {
        throw new AppError('PRODUCT_CATEGORY_PARENT_INVALID');
      }
    }
    const code = `CAT-${this.random.bytes(5).toString('hex').toUpperCase()}`;
    const row = await this.write(async (tx) => {
      await this.assertNamesFree(parentCode, names, null, tx);
      const inserted = await this.repository.insert(tx, { code, catalogCode: productCatalogCode, parentCode, ...names, active: true });
      await this.audit.record(tx, current, { area: 'PRODUCT_CATEGORY', identifier: code, action: 'CREATE', before: null, after: audited(inserted) });
      return inserted;
    });
    return kept(row, 0);
  }

  async rename(current: ResolvedSession, code: string, request: CategoryNames): Promise<KeptCategory> {
    const names = { name: cleanName(request.name), nameEn: cleanName(request.nameEn) };
    const before = await this.existing(code);
    const row = await this.write(async (tx) => {
      await this.assertNamesFree(before.parentCode, names, code, tx);
      const after = (await this.repository.update(tx, code, names)) ?? before;
      await this.audit.record(tx, current, { area: 'PRODUCT_CATEGORY', identifier: code, action: 'UPDATE', before: audited(before), after: audited(after) });
      return after;
    });
    return kept(row, await this.repository.productCount(code));
  }

  /** Deactivates (its subtree is no longer offered either) or activates again (under an active parent only). */
  async setStatus(current: ResolvedSession, code: string, active: boolean): Promise<KeptCategory> {
    const before = await this.existing(code);
    if (active && before.parentCode) {
      const parent = await this.repository.one(before.parentCode);
      if (!parent?.active) throw new AppError('PRODUCT_CATEGORY_PARENT_INVALID');
    }
    const row = await this.write(async (tx) => {
      const after = (await this.repository.update(tx, code, { active })) ?? before;
      if (before.active !== active) {
        await this.audit.record(tx, current, {
          area: 'PRODUCT_CATEGORY',
          identifier: code,
          action: active ? 'ACTIVATE' : 'DEACTIVATE',
          before: audited(before),
          after: audited(after),
        });
      }
      return after;
    });
    return kept(row, await this.repository.productCount(code));
  }

  /**
   * Moves a category, with those under it, under another parent (active, of the catalog; null: the root) and/or to a
   * place among its siblings there. Refused: under itself or one of its own (PRODUCT_CATEGORY_MOVE_CYCLE), a subtree
   * that would pass `maxDepth` levels (PRODUCT_CATEGORY_TOO_DEEP), a sibling's name there (PRODUCT_CATEGORY_NAME_TAKEN).
   * The siblings are numbered again 0, 1, … so their order has no gaps or ties; one audit entry (UPDATE, with the
   * parent and place before and after). The tree is held (an advisory lock) while the move is judged and written.
   */
  async move(current: ResolvedSession, code: string, request: CategoryMove): Promise<KeptCategory> {
    await this.existing(code);
    const parentCode = request.parentCode?.trim() || null;
    const row = await this.write(async (tx) => {
      await this.repository.lockTree(tx, productCatalogCode);
      const tree = await this.repository.tree(tx, productCatalogCode);
      const byCode = new Map(tree.map((each) => [each.code, each]));
      const before = byCode.get(code);
      if (!before) throw new AppError('PRODUCT_CATEGORY_NOT_FOUND');
      const siblingsOf = (parent: string | null) => tree.filter((each) => each.parentCode === parent && each.code !== code).map((each) => each.code);
      let parentDepth = 0;
      if (parentCode) {
        const parent = byCode.get(parentCode);
        if (!parent || !parent.active) throw new AppError('PRODUCT_CATEGORY_PARENT_INVALID');
        // Up from the new parent: meeting the category itself would put it under its own subtree.
        for (let at: CategoryRow | undefined = parent; at; at = at.parentCode ? byCode.get(at.parentCode) : undefined) {
          if (at.code === code) throw new AppError('PRODUCT_CATEGORY_MOVE_CYCLE');
          parentDepth += 1;
        }
      }
      if (parentDepth + heightOf(code, tree) > categoryLimits.maxDepth) throw new AppError('PRODUCT_CATEGORY_TOO_DEEP');
      if (parentCode !== before.parentCode) await this.assertNamesFree(parentCode, before, code, tx);
      const siblings = siblingsOf(parentCode);
      const oldPlace = tree.filter((each) => each.parentCode === before.parentCode).findIndex((each) => each.code === code);
      const place = Math.min(request.position ?? siblings.length, siblings.length);
      siblings.splice(place, 0, code);
      const after = await this.repository.place(tx, code, parentCode, siblings);
      // The siblings it left close the gap.
      if (parentCode !== before.parentCode) await this.repository.renumber(tx, siblingsOf(before.parentCode));
      if (parentCode !== before.parentCode || place !== oldPlace) {
        await this.audit.record(tx, current, {
          area: 'PRODUCT_CATEGORY',
          identifier: code,
          action: 'UPDATE',
          before: { ...audited(before), place: oldPlace },
          after: { ...audited(after), place },
        });
      }
      return after;
    });
    return kept(row, await this.repository.productCount(code));
  }

  /** Deletes a category nothing uses; one that products use can only be deactivated. */
  async remove(current: ResolvedSession, code: string): Promise<null> {
    const before = await this.existing(code);
    await this.write(async (tx) => {
      if ((await this.repository.productCount(code, tx)) > 0) throw new AppError('PRODUCT_CATEGORY_IN_USE');
      if (await this.repository.hasChildren(code, tx)) throw new AppError('PRODUCT_CATEGORY_HAS_CHILDREN');
      await this.repository.remove(tx, code);
      await this.audit.record(tx, current, { area: 'PRODUCT_CATEGORY', identifier: code, action: 'DELETE', before: audited(before), after: null });
    });
    return null;
  }

  private async existing(code: string): Promise<CategoryRow> {
    const row = await this.repository.one(code);
    if (!row || row.catalogCode !== productCatalogCode) throw new AppError('PRODUCT_CATEGORY_NOT_FOUND');
    return row;
  }

  /** How many levels a category sits at (a root category is 1). */
  private async depthOf(row: CategoryRow): Promise<number> {
    let depth = 1;
    for (let parent = row.parentCode; parent && depth <= categoryLimits.maxDepth; depth++) parent = (await this.repository.one(parent))?.parentCode ?? null;
    return depth;
  }

  private async assertNamesFree(parentCode: string | null, names: { name: string; nameEn: string }, except: string | null, tx: Transaction) {
    const siblings = (await this.repository.siblings(productCatalogCode, parentCode, tx)).filter((row) => row.code !== except);
    const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
    if (siblings.some((row) => same(row.name, names.name) || same(row.nameEn, names.nameEn))) throw new AppError('PRODUCT_CATEGORY_NAME_TAKEN');
  }

  private async write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.repository.inTransaction(work);
    } catch (error) {
      if (error instanceof CategoryNameTaken) throw new AppError('PRODUCT_CATEGORY_NAME_TAKEN');
      throw error;
    }
  }
}
