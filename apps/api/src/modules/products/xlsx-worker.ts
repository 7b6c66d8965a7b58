// The entry of the worker thread that reads an uploaded workbook (`readBulkRows`), so a slow or hostile file
// costs this thread's time and memory, never the server's event loop. Built into dist/xlsx-worker.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { readTemplateRows, type XlsxReadLimits, type XlsxReadResult } from './xlsx-rows';

const { content, limits } = workerData as { content: Uint8Array; limits: XlsxReadLimits };

/**
 * The answer, then the thread ends itself here, at a point of its own: the reader may still be unpacking the parts
 * after the one it stopped in, and a thread terminated from outside in the middle of creating a zlib stream aborts
 * the whole process (Node's "close before init" assertion).
 */
function answer(result: XlsxReadResult): void {
  parentPort?.postMessage(result);
  process.exit(0);
}

readTemplateRows(Buffer.from(content.buffer, content.byteOffset, content.byteLength), limits).then(answer, () =>
  answer({ kind: 'refused', code: 'PRODUCT_BULK_FILE_INVALID' }),
);
