import { validate } from '@readme/openapi-parser';
import { apiCenterPaths, builtInSpecificationId, type ApiSpecification, type ApiSpecificationSummary } from '@seller-portal/contracts/api-center';
import { type CallShape } from '@seller-portal/contracts/core';
import { orderCalls, orderPaths } from '@seller-portal/contracts/orders';
import { productPaths } from '@seller-portal/contracts/products';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/http/define-route';
import { openApiPath, type OpenApiDocument } from '../src/http/openapi';
import { checkAnswer } from './support/answer-check';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

/** The document as the API center's staff reads it: the raw answer of GET /backend/openapi.json. */
async function readDocument(server: TestServer, cookie: string): Promise<{ status: number; document: OpenApiDocument }> {
  const response = await fetch(server.baseUrl + apiCenterPaths.openApi, { headers: { cookie } });
  return { status: response.status, document: (await response.json()) as OpenApiDocument };
}

describe.each(drivers)('the OpenAPI document of the server (%s)', (driver) => {
  const server = useTestServer(driver);
  const apiCenterStaff = () => createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_SELLER-API-CENTER'] });

  it('is published behind the API center code, as a valid OpenAPI 3.1 document of every /backend route', async () => {
    const { status, document } = await readDocument(server, (await apiCenterStaff()).cookie);
    expect(status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    await expect(validate(structuredClone(document) as never)).resolves.toMatchObject({ valid: true });

    const routes = listRoutes(server.app).filter((r) => r.url.startsWith('/backend') && r.method !== 'HEAD');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
  });

  it('has every reference reach a schema of the document from its root, as its readers resolve them (the recursive category tree)', async () => {
    const { document } = await readDocument(server, (await apiCenterStaff()).cookie);
    const references: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (key === '$ref' && typeof inner === 'string') references.push(inner);
          else walk(inner);
        }
    };
    walk(document.paths);
    const categories = document.paths[openApiPath(productPaths.categories)].get.responses['200'].content?.['application/json'].schema;
    expect(JSON.stringify(categories)).toContain('#/components/schemas/');
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      expect(reference, reference).toMatch(/^#\//);
      const target = reference
        .slice(2)
        .split('/')
        .reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step.replace(/~1/g, '/').replace(/~0/g, '~')], document);
      expect(target, reference).toMatchObject({ type: expect.anything() });
    }
  });

  it("describes the marketplace integrators' order calls with their request, answer, codes and credential", async () => {
    const { document } = await readDocument(server, (await apiCenterStaff()).cookie);
    const place = document.paths[openApiPath(orderPaths.marketplaceOrders)].post;
    expect(place).toMatchObject({ 'x-declared': true, security: [{ customerToken: [] }], 'x-access': { public: true } });
    expect(place['x-error-codes']).toContain('ORDER_ITEM_OUT_OF_STOCK');
    expect(place.requestBody?.content['application/json'].schema).toMatchObject({ required: expect.arrayContaining(['storeCode', 'items']) });
    const answer = place.responses['200'].content?.['application/json'].schema as { properties: { value: { required: string[] } } };
    expect(answer.properties.value.required).toEqual(expect.arrayContaining(['orderNumber', 'status', 'history']));

    const delivery = document.paths[openApiPath(orderPaths.marketplaceDeliveryPattern)].post;
    expect(delivery).toMatchObject({ security: [{ serviceToken: [] }], parameters: [{ name: 'orderNumber', in: 'path', required: true }] });
    const list = document.paths[openApiPath(orderPaths.orders)].get;
    expect(list).toMatchObject({ security: [{ session: [] }], 'x-access': { modes: ['STORE'], accessibilities: ['STORE_ORDER'] } });
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['status', 'sort', 'cursor', 'size', 'from', 'to']));
    // Every order call is declared: none is left to the routes' own schemas.
    const declared = Object.values(orderCalls as Record<string, CallShape>).map((call) => document.paths[openApiPath(call.path)][call.method.toLowerCase()]);
    expect(declared.every((operation) => operation['x-declared'])).toBe(true);
  });

  it('is refused to a seller and to internal staff without the API center code', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await server.call('GET', apiCenterPaths.openApi, { cookie: seller })).body).toMatchObject({ errorCode: 'PE403001' });
    const other = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_ANNOUNCEMENT'] });
    expect((await server.call('GET', apiCenterPaths.openApi, { cookie: other.cookie })).status).toBe(403);
  });

  it('is listed in the API center as a built-in specification that opens like the uploaded ones and cannot be deleted', async () => {
    const { cookie } = await apiCenterStaff();
    const list = await server.call<ApiSpecificationSummary[]>('GET', apiCenterPaths.specifications, { cookie });
    expect(list.body.value).toContainEqual(expect.objectContaining({ id: builtInSpecificationId, builtIn: true, format: 'OPENAPI_3', specVersion: '3.1.0' }));
    const opened = await server.call<ApiSpecification>('GET', apiCenterPaths.specification(builtInSpecificationId), { cookie });
    expect(opened.status).toBe(200);
    expect(opened.body.value?.document).toEqual((await readDocument(server, cookie)).document);
    const removed = await server.call('DELETE', apiCenterPaths.specification(builtInSpecificationId), { cookie });
    expect(removed.body.errorCode).toBe('API_SPEC_NOT_FOUND');
    expect((await server.call<ApiSpecificationSummary[]>('GET', apiCenterPaths.specifications, { cookie })).body.value).toContainEqual(
      expect.objectContaining({ id: builtInSpecificationId }),
    );
  });

  it('fails a test that receives an answer the document does not allow: a missing field, an undeclared code', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const page = await server.call<{ content: unknown[] }>('GET', orderPaths.orders, { cookie: seller });
    expect(page.status).toBe(200);
    const json = 'application/json; charset=utf-8';
    const { nextCursor: _dropped, ...withoutCursor } = page.body.value as Record<string, unknown>;
    expect(() => checkAnswer(server.app, 'GET', orderPaths.orders, 200, json, { ...page.body, value: withoutCursor })).toThrow(/nextCursor/);
    const refusal = { success: false, status: 'CONFLICT', value: null, errorCode: 'ORDER_EXPORT_BUSY', errorMessage: 'busy', requestId: '1' };
    expect(() => checkAnswer(server.app, 'GET', '/backend/order/orders/ORD-20261125-0000123', 409, json, refusal)).toThrow(/errorCode/);
    expect(() => checkAnswer(server.app, 'POST', orderPaths.exports, 429, json, refusal)).not.toThrow();
  });
});
