import { contractPathsOf } from '@seller-portal/contracts/contract';
import { onboardingApiPaths } from '@seller-portal/contracts/onboarding';
import { orderPaths } from '@seller-portal/contracts/orders';
import { productPaths } from '@seller-portal/contracts/products';
import { settlementPathsOf } from '@seller-portal/contracts/settlements';
import { storeInfoPaths } from '@seller-portal/contracts/store-info';

type Language = 'id' | 'en';

interface DownloadType {
  /** What `id` must look like for this type; null: the type takes none (one file per store). */
  id: RegExp | null;
  /** The server call's address of the file, in the page's language where the file has one. */
  file(id: string, language: Language): string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const processId = /^[\w-]{1,64}$/;
const period = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const orderNumber = /^[\w-]{1,40}$/;
const fill = (pattern: string, name: string, value: string) => pattern.replace(`:${name}`, encodeURIComponent(value));

/** Every file a link may name, by the `type` of its address, and the call that serves it. */
const downloadTypes = {
  /** A legal data change request of the store, as a PDF (store info). */
  'store-data-change': { id: uuid, file: (id, language) => `${storeInfoPaths.dataChangeDownload(id)}?lang=${language}` },
  /** The post-live review of a new store, as a PDF (onboarding). */
  'post-live': { id: uuid, file: (id, language) => `${onboardingApiPaths.postliveDownload(id)}?lang=${language}` },
  /** A month's settlement invoice (`id`: the month, YYYY-MM). */
  'settlement-invoice': { id: period, file: (id, language) => settlementPathsOf.invoice(id, language) },
  /** A month's settlement statement (`id`: the month, YYYY-MM). */
  'settlement-statement': { id: period, file: (id, language) => settlementPathsOf.statement(id, language) },
  /** An order's shipping label (`id`: the order number). */
  'order-label': { id: orderNumber, file: (id) => `${fill(orderPaths.orderPattern, 'orderNumber', id)}/label` },
  /** An order export's spreadsheet (`id`: its bulk process). */
  'order-export': { id: processId, file: (id) => fill(orderPaths.exportFilePattern, 'bulkProcessId', id) },
  /** The rows a bulk price and stock upload could not apply (`id`: its bulk process). */
  'product-bulk-result': { id: processId, file: (id) => productPaths.bulkProcessFile(id) },
  /** The store's signed contract, as a PDF. */
  contract: { id: null, file: (_id, language) => contractPathsOf.document(language) },
} as const satisfies Record<string, DownloadType>;

export type DownloadTypeName = keyof typeof downloadTypes;

/** The query parameter that names the file. */
export const downloadIdParam = 'id';

/** What a `/download/:type?id=` address asks for: the file's call, or why there is none. */
export function downloadOf(type: string, id: string | null, language: Language): { file: string } | { problem: 'unknown-type' | 'missing-id' } {
  if (!Object.hasOwn(downloadTypes, type)) return { problem: 'unknown-type' };
  const known: DownloadType = downloadTypes[type as DownloadTypeName];
  if (known.id === null) return { file: known.file('', language) };
  if (!id || !known.id.test(id)) return { problem: 'missing-id' };
  return { file: known.file(id, language) };
}

/** The page's address for a file, as emails and notifications link to it. */
export function downloadPagePath(type: DownloadTypeName, id?: string): string {
  return `/download/${type}${id ? `?${downloadIdParam}=${encodeURIComponent(id)}` : ''}`;
}
