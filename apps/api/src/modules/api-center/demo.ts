import type { ApiSpecificationRepository, NewApiSpecificationRow } from './repository';

const json = { 'application/json': {} };
const envelope = (value: Record<string, unknown>) => ({
  type: 'object',
  required: ['success', 'status', 'value'],
  properties: { success: { type: 'boolean' }, status: { type: 'string', example: 'OK' }, value, requestId: { type: 'string' } },
});
const ok = (description: string, value: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: envelope(value) } },
});
const storeId = {
  name: 'storeId',
  in: 'query',
  required: true,
  description: 'The store the call acts for.',
  schema: { type: 'string', example: 'DEMO-60001' },
};

/** The Orders API the marketplace offers sellers' systems (a demo: it is documentation, not a server here). */
export const demoOrdersDocument = {
  openapi: '3.0.3',
  info: {
    title: 'Orders API',
    version: '1.4.0',
    description: "Read a store's orders and move them through packing and shipping. Every answer is the portal's envelope.",
  },
  servers: [{ url: 'https://api.marketplace.example/seller/v1' }],
  tags: [{ name: 'Orders', description: 'Orders placed at the store' }],
  paths: {
    '/orders': {
      get: {
        tags: ['Orders'],
        operationId: 'listOrders',
        summary: 'List orders',
        parameters: [
          storeId,
          { name: 'status', in: 'query', schema: { $ref: '#/components/schemas/OrderStatus' } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
        ],
        responses: { '200': ok('A page of orders, newest first.', { type: 'array', items: { $ref: '#/components/schemas/Order' } }) },
      },
    },
    '/orders/{orderId}': {
      get: {
        tags: ['Orders'],
        operationId: 'getOrder',
        summary: 'Get one order',
        parameters: [storeId, { name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': ok('The order.', { $ref: '#/components/schemas/Order' }), '404': { description: 'No such order.', content: json } },
      },
    },
    '/orders/{orderId}/ship': {
      post: {
        tags: ['Orders'],
        operationId: 'shipOrder',
        summary: 'Mark an order shipped',
        parameters: [storeId, { name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['airwayBill'], properties: { airwayBill: { type: 'string' }, courier: { type: 'string' } } },
            },
          },
        },
        responses: { '200': ok('The order, now shipped.', { $ref: '#/components/schemas/Order' }) },
      },
    },
  },
  components: {
    schemas: {
      OrderStatus: { type: 'string', enum: ['NEW', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] },
      Order: {
        type: 'object',
        required: ['orderId', 'status', 'items'],
        properties: {
          orderId: { type: 'string', example: 'ORD-2026-000123' },
          status: { $ref: '#/components/schemas/OrderStatus' },
          createdAt: { type: 'integer', format: 'int64', description: 'Milliseconds since the epoch.' },
          items: {
            type: 'array',
            items: { type: 'object', properties: { sku: { type: 'string' }, quantity: { type: 'integer' }, price: { type: 'number' } } },
          },
        },
      },
    },
  },
};

export const demoProductsDocument = {
  openapi: '3.0.3',
  info: { title: 'Products API', version: '2.1.0', description: "Keep a store's catalogue: products, their prices and stock." },
  servers: [{ url: 'https://api.marketplace.example/seller/v2' }],
  tags: [{ name: 'Products' }, { name: 'Stock' }],
  paths: {
    '/products': {
      get: {
        tags: ['Products'],
        operationId: 'listProducts',
        summary: 'List products',
        parameters: [storeId, { name: 'keyword', in: 'query', schema: { type: 'string' } }],
        responses: { '200': ok('The products.', { type: 'array', items: { $ref: '#/components/schemas/Product' } }) },
      },
      post: {
        tags: ['Products'],
        operationId: 'createProduct',
        summary: 'Add a product',
        parameters: [storeId],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Product' } } } },
        responses: { '200': ok('The product as saved.', { $ref: '#/components/schemas/Product' }) },
      },
    },
    '/products/{sku}/stock': {
      put: {
        tags: ['Stock'],
        operationId: 'setStock',
        summary: 'Set the stock of a product',
        parameters: [storeId, { name: 'sku', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['quantity'], properties: { quantity: { type: 'integer', minimum: 0 } } } } },
        },
        responses: { '200': ok('The new stock.', { type: 'object', properties: { sku: { type: 'string' }, quantity: { type: 'integer' } } }) },
      },
    },
  },
  components: {
    schemas: {
      Product: {
        type: 'object',
        required: ['sku', 'name', 'price'],
        properties: {
          sku: { type: 'string', example: 'SKU-0001' },
          name: { type: 'string', example: 'Kopi Gayo 250 g' },
          price: { type: 'number', example: 85000 },
          stock: { type: 'integer', example: 12 },
        },
      },
    },
  },
};

/** Stable ids, so seeding twice keeps one of each. */
export const demoSpecificationIds = { orders: '6f1e0c1a-5b1d-4c1e-9a55-0d0e0a000001', products: '6f1e0c1a-5b1d-4c1e-9a55-0d0e0a000002' } as const;

export async function seedDemoSpecifications(repository: ApiSpecificationRepository, now: Date): Promise<void> {
  const row = (id: string, service: string, document: typeof demoOrdersDocument | typeof demoProductsDocument): NewApiSpecificationRow => ({
    id,
    service,
    title: document.info.title,
    version: document.info.version,
    format: 'OPENAPI_3',
    specVersion: document.openapi,
    fileName: `${service}.json`,
    sizeBytes: Buffer.byteLength(JSON.stringify(document)),
    document,
    uploadedBy: 'internal@demo.test',
    uploadedById: null,
    uploadedAt: now,
  });
  await repository.seed([row(demoSpecificationIds.orders, 'orders', demoOrdersDocument), row(demoSpecificationIds.products, 'products', demoProductsDocument)]);
}
