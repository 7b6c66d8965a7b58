import { categoryLimits, type CategoryDraft, type CategoryNames, type KeptCategory } from '@seller-portal/contracts/category-tree';
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
