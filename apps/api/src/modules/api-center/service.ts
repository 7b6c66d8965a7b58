import {
  apiServiceNameSchema,
  type ApiService,
  type ApiSpecification,
  type ApiSpecificationFormat,
  type ApiSpecificationSummary,
  type AuditEntry,
  type Page,
} from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { AuditLog } from '../audit';
import type { ResolvedSession } from '../session';
import type { ApiSpecificationRepository, ApiSpecificationRow, ApiSpecificationSummaryRow } from './repository';
import { readSpecificationFile } from './specification-file';

export interface ApiCenterServiceDeps {
  repository: ApiSpecificationRepository;
  audit: AuditLog;
  clock: Clock;
}

/** An uploaded file as the route read it. */
export interface UploadedSpecification {
  service: string | undefined;
  fileName: string;
  bytes: Buffer;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSummary(row: ApiSpecificationSummaryRow): ApiSpecificationSummary {
  return {
    id: row.id,
    service: row.service,
    title: row.title,
    version: row.version,
    format: row.format as ApiSpecificationFormat,
    specVersion: row.specVersion,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.uploadedAt.getTime(),
  };
}

/** What the audit log keeps of a specification: its summary, not the document. */
const audited = (row: ApiSpecificationRow) => toSummary(row);

export class ApiCenterService {
  constructor(private readonly deps: ApiCenterServiceDeps) {}

  async list(): Promise<ApiSpecificationSummary[]> {
    return (await this.deps.repository.list()).map(toSummary);
  }

  async services(): Promise<ApiService[]> {
    return this.deps.repository.services();
  }

  async get(id: string): Promise<ApiSpecification> {
    const row = uuidPattern.test(id) ? await this.deps.repository.find(id) : null;
    if (!row) throw new AppError('API_SPEC_NOT_FOUND');
    return { ...toSummary(row), document: row.document as Record<string, unknown> };
  }

  /** Validates the file whole before anything is written; a refused file writes nothing, not even an audit entry. */
  async upload(current: ResolvedSession, upload: UploadedSpecification): Promise<ApiSpecificationSummary> {
    const service = apiServiceNameSchema.safeParse(upload.service ?? '');
    if (!service.success) throw new AppError('API_SPEC_SERVICE_INVALID');
    const read = await readSpecificationFile(upload.bytes);
    const created = await this.deps.repository.insert(
      {
        service: service.data,
        title: read.title,
        version: read.version,
        format: read.format,
        specVersion: read.specVersion,
        fileName: upload.fileName.slice(0, 200),
        sizeBytes: upload.bytes.length,
        document: read.document,
        uploadedBy: current.session.username,
        uploadedById: current.userId,
        uploadedAt: this.deps.clock.now(),
      },
      (tx, row) => this.deps.audit.record(tx, current, { area: 'API_CENTER', identifier: row.id, action: 'CREATE', before: null, after: audited(row) }),
    );
    if (!created) throw new AppError('API_SPEC_DUPLICATE');
    return toSummary(created);
  }

  async remove(current: ResolvedSession, id: string): Promise<void> {
    const removed = uuidPattern.test(id)
      ? await this.deps.repository.remove(id, (tx, row) =>
          this.deps.audit.record(tx, current, { area: 'API_CENTER', identifier: row.id, action: 'DELETE', before: audited(row), after: null }),
        )
      : null;
    if (!removed) throw new AppError('API_SPEC_NOT_FOUND');
  }

  history(query: { identifier?: string; page: number; size: number }): Promise<Page<AuditEntry>> {
    return this.deps.audit.page('API_CENTER', query);
  }
}
