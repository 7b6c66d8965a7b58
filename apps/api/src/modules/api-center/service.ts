import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import {
  apiServiceNameSchema,
  builtInSpecificationId,
  type ApiService,
  type ApiSpecification,
  type ApiSpecificationFormat,
  type ApiSpecificationSummary,
} from '@seller-portal/contracts/api-center';
import apiPackage from '../../../package.json';
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

/** How the list names the server's own API (the document's own title and version when it is read). */
const builtInService = { name: 'seller-portal', title: 'Seller portal API', version: apiPackage.version };

export class ApiCenterService {
  /** The built-in document is the running server's: it dates from the server's start. */
  private readonly startedAt: number;

  constructor(private readonly deps: ApiCenterServiceDeps) {
    this.startedAt = deps.clock.now().getTime();
  }

  /** The uploaded specifications and, first of its service, the server's own. */
  async list(): Promise<ApiSpecificationSummary[]> {
    const uploaded = (await this.deps.repository.list()).map(toSummary);
    const own = this.builtInSummary();
    const at = uploaded.findIndex((spec) => spec.service >= own.service);
    return at < 0 ? [...uploaded, own] : [...uploaded.slice(0, at), own, ...uploaded.slice(at)];
  }

  async services(): Promise<ApiService[]> {
    const services = await this.deps.repository.services();
    const own = this.builtInSummary().service;
    const merged = services.some((s) => s.name === own)
      ? services.map((s) => (s.name === own ? { ...s, specifications: s.specifications + 1 } : s))
      : [...services, { name: own, specifications: 1 }];
    return merged.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The server's own API as a specification of the list; its document is built from the routes. */
  builtIn(document: { info: { title: string; version: string }; openapi: string }): ApiSpecification {
    const text = JSON.stringify(document);
    return { ...this.builtInSummary(document), sizeBytes: Buffer.byteLength(text), document: document as unknown as Record<string, unknown> };
  }

  private builtInSummary(document?: { info: { title: string; version: string }; openapi: string }): ApiSpecificationSummary {
    return {
      id: builtInSpecificationId,
      service: builtInService.name,
      title: document?.info.title ?? builtInService.title,
      version: document?.info.version ?? builtInService.version,
      format: 'OPENAPI_3',
      specVersion: document?.openapi ?? '3.1.0',
      fileName: 'openapi.json',
      sizeBytes: 0,
      uploadedBy: builtInService.name,
      uploadedAt: this.startedAt,
      builtIn: true,
    };
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
