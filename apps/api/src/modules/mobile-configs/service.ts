import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import {
  jsonValueProblem,
  type MobileConfig,
  type MobileConfigCreateRequest,
  type MobileConfigUpdateRequest,
  type MobileConfigValue,
  type MobileConfigValueType,
} from '@seller-portal/contracts/mobile-configs';
import { AppError } from '../../http/app-error';
import { jsonNestsDeeperThan, maxJsonNesting } from '../../http/json-depth';
import type { Clock } from '../../runtime';
import type { AuditLog } from '../audit';
import type { ResolvedSession } from '../session';
import type { MobileConfigRepository, MobileConfigRow } from './repository';

export interface MobileConfigServiceDeps {
  repository: MobileConfigRepository;
  audit: AuditLog;
  clock: Clock;
}

export function toMobileConfig(row: MobileConfigRow): MobileConfig {
  return {
    key: row.key,
    valueType: row.valueType as MobileConfigValueType,
    value: row.value,
    description: row.description,
    version: row.version,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** What the audit log keeps: the value, its type and description, and the version the change made. */
const audited = (row: MobileConfigRow) => ({ valueType: row.valueType, value: row.value, description: row.description, version: row.version });

/**
 * A value as it is saved: a JSON value must parse (nothing is saved otherwise), no deeper than the apps' answer can
 * be serialised; text is kept as it is.
 */
export function checkedValue(valueType: MobileConfigValueType, value: string): string {
  if (valueType === 'JSON' && jsonValueProblem(value)) throw new AppError('MOBILE_CONFIG_JSON_INVALID');
  if (valueType === 'JSON' && jsonNestsDeeperThan(value, maxJsonNesting)) throw new AppError('MOBILE_CONFIG_JSON_TOO_DEEP');
  return value;
}

export class MobileConfigService {
  constructor(private readonly deps: MobileConfigServiceDeps) {}

  async list(keyword: string | undefined): Promise<MobileConfig[]> {
    return (await this.deps.repository.list(keyword?.trim() || null)).map(toMobileConfig);
  }

  async get(key: string): Promise<MobileConfig> {
    const row = await this.deps.repository.find(key);
    if (!row) throw new AppError('MOBILE_CONFIG_NOT_FOUND');
    return toMobileConfig(row);
  }

  /** §7 mobile-configs/{name}: the value for the apps, parsed when it is JSON. */
  async value(name: string): Promise<MobileConfigValue> {
    const row = await this.deps.repository.find(name);
    if (!row) throw new AppError('MOBILE_CONFIG_NOT_FOUND');
    return { key: row.key, value: row.valueType === 'JSON' ? (JSON.parse(row.value) as unknown) : row.value, version: row.version };
  }

  async create(current: ResolvedSession, request: MobileConfigCreateRequest): Promise<MobileConfig> {
    const value = checkedValue(request.valueType, request.value);
    const created = await this.deps.repository.insert(
      {
        key: request.key,
        valueType: request.valueType,
        value,
        description: request.description ?? '',
        version: 1,
        updatedBy: current.session.username,
        updatedById: current.userId,
        updatedAt: this.deps.clock.now(),
      },
      (tx, row) => this.deps.audit.record(tx, current, { area: 'MOBILE_CONFIG', identifier: row.key, action: 'CREATE', before: null, after: audited(row) }),
    );
    if (!created) throw new AppError('MOBILE_CONFIG_KEY_TAKEN');
    return toMobileConfig(created);
  }

  async update(current: ResolvedSession, key: string, request: MobileConfigUpdateRequest): Promise<MobileConfig> {
    const value = checkedValue(request.valueType, request.value);
    const result = await this.deps.repository.update(
      key,
      request.version,
      {
        valueType: request.valueType,
        value,
        description: request.description ?? '',
        updatedBy: current.session.username,
        updatedById: current.userId,
        updatedAt: this.deps.clock.now(),
      },
      (tx, before, after) =>
        this.deps.audit.record(tx, current, { area: 'MOBILE_CONFIG', identifier: key, action: 'UPDATE', before: audited(before), after: audited(after) }),
    );
    if (result === 'NOT_FOUND') throw new AppError('MOBILE_CONFIG_NOT_FOUND');
    // The envelope carries what is saved now, so the editor can show what the other person changed.
    if (result === 'VERSION_CONFLICT') throw AppError.withValue('MOBILE_CONFIG_VERSION_CONFLICT', await this.get(key));
    return toMobileConfig(result);
  }

  async remove(current: ResolvedSession, key: string): Promise<void> {
    const removed = await this.deps.repository.remove(key, (tx, row) =>
      this.deps.audit.record(tx, current, { area: 'MOBILE_CONFIG', identifier: row.key, action: 'DELETE', before: audited(row), after: null }),
    );
    if (!removed) throw new AppError('MOBILE_CONFIG_NOT_FOUND');
  }

  history(query: { identifier?: string; page: number; size: number }): Promise<Page<AuditEntry>> {
    return this.deps.audit.page('MOBILE_CONFIG', query);
  }
}
