import type { BaseMargin, BaseMarginGroup, MarginAgreement, StandardContract, StoreCategoryMargin, StoreContract } from '@seller-portal/contracts/contract';
import { defaultMarginCategory } from '@seller-portal/contracts/contract';
import { storeDayOf } from '@seller-portal/contracts/analytics';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/open-database';
import type { Clock } from '../../runtime';
import type { ProductCategoryRow, ProductService } from '../products';
import { appliesOn, marginFor, type AppliedMargin } from './margins';
import type { ContractRepository, StoreMarginRow } from './repository';
import { standardTermsSections, standardTermsVersion } from './terms';

export interface ContractServiceDeps {
  repository: ContractRepository;
  products: Pick<ProductService, 'categoriesOf' | 'categoryRows'>;
  clock: Clock;
}

const nameOf = (row: ProductCategoryRow | undefined, code: string) => ({ id: row?.name ?? code, en: row?.nameEn ?? code });

/** The contract's rules: the standard terms and base margins, a store's contract and margins, and the margin an item is charged. */
export class ContractService {
  constructor(private readonly deps: ContractServiceDeps) {}

  private async tree(tx?: Transaction) {
    const rows = await this.deps.products.categoryRows(tx);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const parents = new Map(rows.map((row) => [row.code, row.parentCode]));
    return { rows, byCode, parents };
  }

  private baseMarginOf(row: ProductCategoryRow, tree: Awaited<ReturnType<ContractService['tree']>>, base: ReadonlyMap<string, number>): BaseMargin {
    return {
      categoryCode: row.code,
      name: nameOf(row, row.code),
      commissionBps: base.get(row.code) ?? null,
      effectiveBps: marginFor(row.code, '', tree.parents, base, []).rateBps,
      childCount: tree.rows.filter((each) => each.parentCode === row.code).length,
    };
  }

  async standard(): Promise<StandardContract> {
    const [tree, base] = await Promise.all([this.tree(), this.deps.repository.baseMargins()]);
    return {
      termsVersion: standardTermsVersion,
      sections: standardTermsSections.map((section) => ({ ...section })),
      defaultBps: base.get(defaultMarginCategory) ?? 0,
      baseMargins: tree.rows.filter((row) => row.parentCode === null).map((row) => this.baseMarginOf(row, tree, base)),
    };
  }

  /** A top-level category's base margins with its children's; any other code is CONTRACT_CATEGORY_NOT_FOUND. */
  async baseMargins(parentCategoryCode: string): Promise<BaseMarginGroup> {
    const [tree, base] = await Promise.all([this.tree(), this.deps.repository.baseMargins()]);
    const parent = tree.byCode.get(parentCategoryCode);
    if (!parent || parent.parentCode !== null) throw new AppError('CONTRACT_CATEGORY_NOT_FOUND');
    return {
      parent: this.baseMarginOf(parent, tree, base),
      children: tree.rows.filter((row) => row.parentCode === parent.code).map((row) => this.baseMarginOf(row, tree, base)),
    };
  }

  private agreementOf(
    row: StoreMarginRow,
    tree: Awaited<ReturnType<ContractService['tree']>>,
    base: ReadonlyMap<string, number>,
    today: string,
  ): MarginAgreement {
    const category = tree.byCode.get(row.categoryCode);
    return {
      id: row.id,
      categoryCode: row.categoryCode,
      categoryName: nameOf(category, row.categoryCode),
      parentCategoryCode: category?.parentCode ?? null,
      commissionBps: row.commissionBps,
      baseBps: marginFor(row.categoryCode, today, tree.parents, base, []).rateBps,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      status: appliesOn(row, today) ? 'ACTIVE' : row.validFrom > today ? 'SCHEDULED' : 'ENDED',
      reason: row.reason,
      agreedAt: row.agreedAt.toISOString(),
    };
  }

  /** The store's contract (its latest version) with every category's margin today; a store without one is CONTRACT_NOT_FOUND. */
  async storeContract(storeCode: string): Promise<StoreContract> {
    const contract = await this.deps.repository.latestContract(storeCode);
    if (!contract) throw new AppError('CONTRACT_NOT_FOUND');
    const [tree, base, agreementRows] = await Promise.all([this.tree(), this.deps.repository.baseMargins(), this.deps.repository.agreements(storeCode)]);
    const today = storeDayOf(this.deps.clock.now());
    const ordered = tree.rows
      .filter((row) => row.parentCode === null)
      .flatMap((parent) => [parent, ...tree.rows.filter((row) => row.parentCode === parent.code)]);
    const margins: StoreCategoryMargin[] = ordered.map((row) => {
      const applied = marginFor(row.code, today, tree.parents, base, agreementRows);
      return {
        categoryCode: row.code,
        name: nameOf(row, row.code),
        parentCategoryCode: row.parentCode,
        baseBps: marginFor(row.code, today, tree.parents, base, []).rateBps,
        effectiveBps: applied.rateBps,
        agreementId: applied.agreementId,
      };
    });
    return {
      storeCode,
      storeName: contract.storeName,
      contractNumber: contract.contractNumber,
      version: contract.version,
      termsVersion: contract.termsVersion,
      startsOn: contract.startsOn,
      endsOn: contract.endsOn,
      status: today < contract.startsOn ? 'NOT_STARTED' : today > contract.endsOn ? 'EXPIRED' : 'ACTIVE',
      signedAt: contract.signedAt.toISOString(),
      signedBy: contract.signedBy,
      margins,
      agreements: agreementRows.map((row) => this.agreementOf(row, tree, base, today)).reverse(),
      defaultBps: base.get(defaultMarginCategory) ?? 0,
    };
  }

  /** One of the store's agreements; an unknown id or another store's is CONTRACT_MARGIN_NOT_FOUND. */
  async agreement(storeCode: string, id: number): Promise<MarginAgreement> {
    const row = await this.deps.repository.agreement(storeCode, id);
    if (!row) throw new AppError('CONTRACT_MARGIN_NOT_FOUND');
    const [tree, base] = await Promise.all([this.tree(), this.deps.repository.baseMargins()]);
    return this.agreementOf(row, tree, base, storeDayOf(this.deps.clock.now()));
  }

  /**
   * The margin each of a store's items is charged at `at` (the store day of an order's completion), in the caller's
   * transaction: every item asked for has one (`DEFAULT` for an item of no covered category).
   */
  async marginsOf(storeCode: string, itemIds: readonly string[], at: Date, tx?: Transaction): Promise<Map<string, AppliedMargin>> {
    const [tree, categories, base, agreements] = await Promise.all([
      this.tree(tx),
      this.deps.products.categoriesOf(storeCode, itemIds, tx),
      this.deps.repository.baseMargins(tx),
      this.deps.repository.agreements(storeCode, tx),
    ]);
    const day = storeDayOf(at);
    return new Map(itemIds.map((itemId) => [itemId, marginFor(categories.get(itemId), day, tree.parents, base, agreements)]));
  }
}
