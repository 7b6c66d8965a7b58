// The entry of the worker thread that reads an uploaded workbook (`readBulkRows`), so a slow or hostile file
// costs this thread's time and memory, never the server's event loop. Built into dist/xlsx-worker.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { readTemplateRows, type XlsxReadLimits, type XlsxReadResult } from './xlsx-rows';

const { content, limits } = workerData as { content: Uint8Array; limits: XlsxReadLimits };

readTemplateRows(Buffer.from(content.buffer, content.byteOffset, content.byteLength), limits).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ kind: 'refused', code: 'PRODUCT_BULK_FILE_INVALID' } satisfies XlsxReadResult),
);
