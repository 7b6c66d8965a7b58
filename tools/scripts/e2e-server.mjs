// The server the end-to-end suite runs against: the built API and apps on a fresh embedded database.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import(resolve(root, 'apps/api/dist/main.mjs'));
