import type { AppDatabase } from '../../db/open-database';
import { demoIdCheckStore, demoIdVerificationStore } from '../../db/seed-demo';
import { drawnPng } from '../shared/demo-png';
import { IdentityReviewRepository } from './review-repository';
import { StoreVerificationRepository } from './repository';

type Colour = readonly [number, number, number];

const inBox = (x: number, y: number, left: number, top: number, width: number, height: number) => x >= left && x < left + width && y >= top && y < top + height;
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** A KTP-like card: the blue band, the portrait's place and the lines of text. */
function cardColour(x: number, y: number, left: number, top: number, scale: number): Colour | null {
  const w = 400 * scale;
  const h = 250 * scale;
  if (!inBox(x, y, left, top, w, h)) return null;
  const u = (x - left) / scale;
  const v = (y - top) / scale;
  if (v < 36) return [29, 79, 145];
  if (inBox(u, v, 290, 60, 90, 120)) return inEllipse(u, v, 335, 105, 28, 34) ? [120, 92, 70] : [170, 190, 212];
  for (let line = 0; line < 6; line++) if (inBox(u, v, 20, 62 + line * 26, 230 - line * 18, 10)) return [57, 65, 75];
  return [207, 227, 247];
}

/** The photo of the identity card: the card on a desk. */
function identityPhoto(): Buffer {
  return drawnPng(480, 320, (x, y) => cardColour(x, y, 40, 35, 1) ?? [94, 74, 58]);
}

/** The selfie: a face, shoulders and the same card held beside them, against a wall. */
function selfiePhoto(): Buffer {
  return drawnPng(480, 320, (x, y) => {
    const card = cardColour(x, y, 280, 150, 0.45);
    if (card) return card;
    if (inEllipse(x, y, 170, 120, 58, 72)) return inEllipse(x, y, 170, 70, 60, 34) && y < 80 ? [40, 30, 28] : [196, 150, 118];
    if (inEllipse(x, y, 170, 330, 130, 120)) return [64, 110, 90];
    return [232, 226, 214];
  });
}

const hourMs = 3_600_000;

/**
 * §4.5 the identity review's demo: DEMO-60041's KTP photo and selfie, sent a day ago and waiting in the console's
 * queue, and the rejection of its first photos (a blurred KTP) the day before; and the rejection of DEMO-60004's
 * photos (a selfie without the card), whose reason its owner reads in the ID-verification modal.
 */
export async function seedStoreVerificationDemo(db: AppDatabase, now: Date): Promise<void> {
  const stores = new StoreVerificationRepository(db);
  const reviews = new IdentityReviewRepository(db);
  await reviews.insertDemo(
    [],
    [
      {
        id: '1d3e7a00-0000-4000-8000-000000000002',
        storeCode: demoIdVerificationStore.code,
        decision: 'REJECTED',
        reason: 'KTP tidak terlihat pada swafoto. Foto ulang sambil memegang KTP di samping wajah Anda.',
        submittedAt: new Date(now.getTime() - 30 * hourMs),
        decidedBy: null,
        decidedAt: new Date(now.getTime() - 28 * hourMs),
      },
    ],
  );
  const owner = (await stores.memberIds(demoIdCheckStore.code))[0];
  // Once decided (a demo run approved or rejected it), the store keeps the state it reached.
  if (!owner || (await stores.store(demoIdCheckStore.code))?.fraudStatus !== 'IDENTITY_PHOTO_CHECKING') return;
  const sent = new Date(now.getTime() - 26 * hourMs);
  const identity = identityPhoto();
  const selfie = selfiePhoto();
  await reviews.insertDemo(
    [
      {
        storeCode: demoIdCheckStore.code,
        kind: 'identity',
        mediaType: 'image/png',
        sizeBytes: identity.length,
        content: identity,
        uploadedBy: owner,
        createdAt: sent,
      },
      {
        storeCode: demoIdCheckStore.code,
        kind: 'selfie',
        mediaType: 'image/png',
        sizeBytes: selfie.length,
        content: selfie,
        uploadedBy: owner,
        createdAt: new Date(sent.getTime() + 5 * 60_000),
      },
    ],
    [
      {
        id: '1d3e7a00-0000-4000-8000-000000000001',
        storeCode: demoIdCheckStore.code,
        decision: 'REJECTED',
        reason: 'Foto KTP buram: NIK dan nama tidak terbaca. Kirim ulang foto KTP yang jelas, tanpa pantulan cahaya.',
        submittedAt: new Date(now.getTime() - 50 * hourMs),
        decidedBy: null,
        decidedAt: new Date(now.getTime() - 48 * hourMs),
      },
    ],
  );
}
