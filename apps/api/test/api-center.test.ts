import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import { apiCenterPaths, type ApiService, type ApiSpecification, type ApiSpecificationSummary } from '@seller-portal/contracts/api-center';
import { type Envelope } from '@seller-portal/contracts/core';
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiSpecifications } from '../src/modules/api-center/schema';
import { auditLog } from '../src/modules/audit/schema';
import { demoSpecificationIds } from '../src/modules/api-center';
import { drivers } from './support/test-database';
import { useTestServer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const minimalOpenApi = (title: string, version = '1.0.0') =>
  JSON.stringify({ openapi: '3.0.3', info: { title, version }, paths: { '/ping': { get: { responses: { '200': { description: 'pong' } } } } } });

const swaggerYaml = `swagger: "2.0"
info:
  title: Legacy Stock API
  version: "0.9"
paths:
  /stock:
    get:
      responses:
        "200":
          description: the stock
`;

/** A YAML "billion laughs": nine aliases of nine aliases, five levels deep. */
const aliasBomb = [
  'openapi: 3.0.3',
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
  'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
  'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
  'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
  'f: [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
].join('\n');

interface Upload {
  content: string | Buffer;
  fileName?: string;
  service?: string;
}

/** Sends a file as the upload dialog does: the service field first, then the file. */
async function upload(server: TestServer, cookie: string, file: Upload): Promise<{ status: number; body: Envelope<ApiSpecificationSummary> }> {
  const form = new FormData();
  if (file.service !== undefined) form.append('service', file.service);
  form.append('file', new Blob([file.content]), file.fileName ?? 'spec.json');
  const response = await fetch(server.baseUrl + apiCenterPaths.specifications, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Envelope<ApiSpecificationSummary> };
}

async function rowCounts(server: TestServer) {
  const [[specs], [audit]] = await Promise.all([
    server.database.db.select({ n: count() }).from(apiSpecifications),
    server.database.db.select({ n: count() }).from(auditLog),
  ]);
  return { specifications: specs.n, audit: audit.n };
}

describe.each(drivers)('API center (§7) (%s)', (driver) => {
  const server = useTestServer(driver);
  let cookie: string;
  beforeEach(async () => {
    cookie = (await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_SELLER-API-CENTER'] })).cookie;
  });

  it('lists the seeded specifications by service, and the services with their counts', async () => {
    const list = await server.call<ApiSpecificationSummary[]>('GET', apiCenterPaths.specifications, { cookie });
    expect(list.status).toBe(200);
    const demo = list.body.value?.filter((s) => Object.values(demoSpecificationIds).includes(s.id as never));
    expect(demo?.map((s) => [s.service, s.title, s.version])).toEqual([
      ['orders', 'Orders API', '1.4.0'],
      ['products', 'Products API', '2.1.0'],
    ]);
    const services = await server.call<ApiService[]>('GET', apiCenterPaths.services, { cookie });
    expect(services.body.value).toEqual(expect.arrayContaining([{ name: 'orders', specifications: expect.any(Number) }]));
  });

  it('keeps an uploaded OpenAPI 3 JSON file, answers its document, and records the upload and the delete in the audit log', async () => {
    const title = `Invoices API ${driver}`;
    const uploaded = await upload(server, cookie, { service: 'invoices', content: minimalOpenApi(title), fileName: 'invoices.json' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const summary = uploaded.body.value as ApiSpecificationSummary;
    expect(summary).toMatchObject({ service: 'invoices', title, version: '1.0.0', format: 'OPENAPI_3', specVersion: '3.0.3', fileName: 'invoices.json' });
    expect(summary.uploadedBy).toMatch(/^internal-/);

    const read = await server.call<ApiSpecification>('GET', apiCenterPaths.specification(summary.id), { cookie });
    expect(read.body.value?.document).toMatchObject({ info: { title } });

    const removed = await server.call('DELETE', apiCenterPaths.specification(summary.id), { cookie });
    expect(removed.status).toBe(200);
    expect((await server.call('GET', apiCenterPaths.specification(summary.id), { cookie })).body.errorCode).toBe('API_SPEC_NOT_FOUND');
    expect((await server.call('DELETE', apiCenterPaths.specification(summary.id), { cookie })).status).toBe(404);

    const history = await server.call<Page<AuditEntry>>('GET', `${apiCenterPaths.history}?identifier=${summary.id}`, { cookie });
    expect(history.body.value?.content.map((e) => [e.action, e.area, e.actor])).toEqual([
      ['DELETE', 'API_CENTER', summary.uploadedBy],
      ['CREATE', 'API_CENTER', summary.uploadedBy],
    ]);
    expect(history.body.value?.content[0].before).toMatchObject({ title, service: 'invoices' });
  });

  it('reads a Swagger 2 YAML file', async () => {
    const uploaded = await upload(server, cookie, { service: 'stock', content: swaggerYaml.replace('0.9', `0.9-${driver}`), fileName: 'stock.yaml' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.value).toMatchObject({ title: 'Legacy Stock API', format: 'SWAGGER_2', specVersion: '2.0' });
  });

  // Each bad file: its code, its status, and nothing written (no specification, no audit entry).
  it.each([
    ['a file that is not OpenAPI', 400, 'API_SPEC_NOT_OPENAPI', { service: 'x', content: '{"hello": "world"}' }],
    ['a plain text file', 400, 'API_SPEC_NOT_OPENAPI', { service: 'x', content: 'just some notes\n- and a list' }],
    ['broken JSON', 400, 'API_SPEC_NOT_PARSEABLE', { service: 'x', content: '{"openapi": "3.0.3", ' }],
    ['broken YAML', 400, 'API_SPEC_NOT_PARSEABLE', { service: 'x', content: 'openapi: 3.0.3\ninfo: [title\n  : x' }],
    ['a YAML alias bomb', 400, 'API_SPEC_YAML_ALIASES', { service: 'x', content: aliasBomb }],
    ['a JSON nested 100,000 deep', 400, 'API_SPEC_TOO_DEEP', { service: 'x', content: `{"openapi":"3.0.3","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}` }],
    ['a JSON nested 65 deep', 400, 'API_SPEC_TOO_DEEP', { service: 'x', content: `{"openapi":"3.0.3","x":${'{"a":'.repeat(64)}1${'}'.repeat(64)}}` }],
    ['a YAML nested 100,000 deep', 400, 'API_SPEC_TOO_DEEP', { service: 'x', content: `openapi: 3.0.3\nx: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n` }],
    ['OpenAPI missing its info title', 400, 'API_SPEC_INVALID', { service: 'x', content: '{"openapi":"3.0.3","info":{"version":"1"},"paths":{}}' }],
    ['an OpenAPI 1 version', 400, 'API_SPEC_NOT_OPENAPI', { service: 'x', content: '{"openapi":"1.0","info":{"title":"t","version":"1"},"paths":{}}' }],
    ['no service', 400, 'API_SPEC_SERVICE_INVALID', { content: minimalOpenApi('No service') }],
    ['a service with spaces', 400, 'API_SPEC_SERVICE_INVALID', { service: 'Order Service', content: minimalOpenApi('Bad service') }],
    ['an empty file', 400, 'API_SPEC_FILE_MISSING', { service: 'x', content: '' }],
    ['a 6 MB file', 413, 'API_SPEC_TOO_LARGE', { service: 'x', content: Buffer.alloc(6 * 1024 * 1024, 0x20) }],
  ] as const)('refuses %s with %s %s, writing nothing', async (_name, status, code, file) => {
    const before = await rowCounts(server);
    const answer = await upload(server, cookie, file);
    expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status, code });
    expect(await rowCounts(server)).toEqual(before);
  });

  it('says what the validator found in an invalid specification', async () => {
    const answer = await upload(server, cookie, { service: 'x', content: '{"openapi":"3.0.3","info":{"version":"1"},"paths":{}}' });
    expect((answer.body.value as unknown as { problems: string[] }).problems.join(' ')).toMatch(/title/);
  });

  it('refuses a 20 MB upload from its announced length, before reading it, and an alias bomb fast', async () => {
    const started = Date.now();
    const answer = await upload(server, cookie, { service: 'x', content: Buffer.alloc(20 * 1024 * 1024, 0x20) });
    expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 413, code: 'API_SPEC_TOO_LARGE' });
    const bomb = await upload(server, cookie, { service: 'x', content: aliasBomb });
    expect(bomb.body.errorCode).toBe('API_SPEC_YAML_ALIASES');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses the same title and version twice in one service', async () => {
    const content = minimalOpenApi(`Twice ${driver}`);
    expect((await upload(server, cookie, { service: 'twice', content })).status).toBe(200);
    const again = await upload(server, cookie, { service: 'twice', content });
    expect({ status: again.status, code: again.body.errorCode }).toEqual({ status: 409, code: 'API_SPEC_DUPLICATE' });
  });

  it('answers 404 for an id that is not a specification', async () => {
    expect((await server.call('GET', apiCenterPaths.specification('not-a-uuid'), { cookie })).body.errorCode).toBe('API_SPEC_NOT_FOUND');
  });

  it('refuses internal staff without INTERNAL_SELLER-API-CENTER and a seller, with 403 PE403001', async () => {
    const other = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_ANNOUNCEMENT'] });
    const seller = await createTestUser(server, { mode: 'STORE', codes: [] });
    for (const who of [other, seller]) {
      const answer = await upload(server, who.cookie, { service: 'x', content: minimalOpenApi('Refused') });
      expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 403, code: 'PE403001' });
    }
  });
});
