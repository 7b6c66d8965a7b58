import type { AuditEntry, AuditHistoryQuery, Page } from '@seller-portal/contracts/accounts';
import type { StaffAssignmentAudit, StaffPickupPointsRequest, StoreStaffList, StoreStaffMember } from '@seller-portal/contracts/store-staff';
import { AppError } from '../../http/app-error';
import type { AuditLog } from '../audit';
import { storeCodeOf, type ResolvedSession } from '../session';
import type { StaffRow, StoreStaffRepository } from './repository';

export interface StoreStaffDeps {
  repository: StoreStaffRepository;
  audit: Pick<AuditLog, 'record' | 'page'>;
  /** The member's sessions are read again, so their `pickupPoints` follow the change at the next session read. */
  reloadSessionsOf: (userId: string) => Promise<void>;
}

const toMember = ({ membershipId: _membershipId, ...row }: StaffRow): StoreStaffMember => row;

/**
 * The store's staff and the pickup points each one serves (`/store/staff`). Only the store's owner reads and changes
 * them (checked on the membership as it is now, not on the session's copy); every change is one audit entry of the
 * area STORE_STAFF, identified by the store's code, written in the change's transaction.
 */
export class StoreStaffService {
  constructor(private readonly deps: StoreStaffDeps) {}

  /** The pickup points a member serves in the store: null for all of them (the owner, a member with none assigned). */
  scopeOf(userId: string, storeCode: string): Promise<string[] | null> {
    return this.deps.repository.scopeOf(userId, storeCode);
  }

  private async ownersStore(current: ResolvedSession): Promise<string> {
    const storeCode = storeCodeOf(current);
    const membership = await this.deps.repository.membership(current.userId, storeCode);
    if (!membership?.isOwner) throw new AppError('PE403001');
    return storeCode;
  }

  async list(current: ResolvedSession): Promise<StoreStaffList> {
    const storeCode = await this.ownersStore(current);
    const [pickupPoints, staff] = await Promise.all([this.deps.repository.activePickupPoints(storeCode), this.deps.repository.staff(storeCode)]);
    return { pickupPoints, staff: staff.map(toMember) };
  }

  /**
   * Sets the pickup points `userId` serves: null for every one, or one or more of the store's active pickup points
   * (a code of another store, an inactive or unknown one is STORE_STAFF_PICKUP_POINT_UNKNOWN, naming them). The owner
   * (the caller too) serves every point (STORE_STAFF_OWNER); a user who is not a member is STORE_STAFF_NOT_FOUND.
   */
  async assign(current: ResolvedSession, userId: string, request: StaffPickupPointsRequest): Promise<StoreStaffMember> {
    const storeCode = await this.ownersStore(current);
    const { repository } = this.deps;
    const wanted = request.pickupPointCodes === null ? null : [...new Set(request.pickupPointCodes.map((code) => code.trim()))].sort();
    if (wanted !== null && wanted.length === 0) throw new AppError('STORE_STAFF_ASSIGNMENT_INVALID');
    // Read before the transaction: every statement inside it goes through `tx` (the embedded database has one connection).
    const [known] = await repository.staff(storeCode, userId);
    await repository.transaction(async (tx) => {
      const membership = await repository.membership(userId, storeCode, tx);
      if (!membership) throw new AppError('STORE_STAFF_NOT_FOUND');
      if (membership.isOwner) throw new AppError('STORE_STAFF_OWNER');
      if (wanted) {
        const active = new Set((await repository.activePickupPoints(storeCode, tx)).map((point) => point.code));
        const unknown = wanted.filter((code) => !active.has(code));
        if (unknown.length) throw AppError.withValue('STORE_STAFF_PICKUP_POINT_UNKNOWN', { pickupPointCodes: unknown });
      }
      const before = await repository.assigned(membership.id, tx);
      if (JSON.stringify(before) === JSON.stringify(wanted)) return;
      await repository.replace(tx, membership.id, wanted);
      const audited = (pickupPointCodes: string[] | null): StaffAssignmentAudit => ({ username: known?.username ?? userId, pickupPointCodes });
      await this.deps.audit.record(tx, current, {
        area: 'STORE_STAFF',
        identifier: storeCode,
        action: 'UPDATE',
        before: audited(before),
        after: audited(wanted),
      });
    });
    await this.deps.reloadSessionsOf(userId);
    const [member] = await repository.staff(storeCode, userId);
    if (!member) throw new AppError('STORE_STAFF_NOT_FOUND');
    return toMember(member);
  }

  /** The store's assignment changes, newest first. */
  async history(current: ResolvedSession, query: Omit<AuditHistoryQuery, 'identifier'> & { page: number; size: number }): Promise<Page<AuditEntry>> {
    const storeCode = await this.ownersStore(current);
    return this.deps.audit.page('STORE_STAFF', { identifier: storeCode, page: query.page, size: query.size });
  }
}
