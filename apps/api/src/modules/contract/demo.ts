import { addStoreDays, storeDayOf } from '@seller-portal/contracts/analytics';
import type { AppDatabase } from '../../db/open-database';
import { ContractRepository } from './repository';
import { standardTermsVersion } from './terms';

/** The demo stores with orders get a contract; the demo seller's has one margin agreement (coffee and tea). */
const demoContractStores = [
  { storeCode: 'DEMO-60001', signedBy: 'Seller Demo' },
  { storeCode: 'DEMO-60009', signedBy: 'Official Demo' },
] as const;

/**
 * A contract signed 200 days ago for a year (its second version), and for DEMO-60001 a store margin on coffee and tea
 * from 40 days ago to 50 days ahead, so some of its demo settlements charge the agreement and older ones the base
 * margin. Once per store.
 */
export async function seedContractDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new ContractRepository(db);
  const today = storeDayOf(now);
  for (const { storeCode, signedBy } of demoContractStores) {
    if (await repository.hasContract(storeCode)) continue;
    const startsOn = addStoreDays(today, -200);
    const number = `SC/${storeCode}/${startsOn.slice(0, 4)}`;
    await repository.insertContract({
      storeCode,
      contractNumber: number,
      version: 1,
      termsVersion: '2025.2',
      startsOn: addStoreDays(startsOn, -365),
      endsOn: addStoreDays(startsOn, -1),
      signedAt: new Date(now.getTime() - 570 * 86_400_000),
      signedBy,
    });
    await repository.insertContract({
      storeCode,
      contractNumber: number,
      version: 2,
      termsVersion: standardTermsVersion,
      startsOn,
      endsOn: addStoreDays(startsOn, 364),
      signedAt: new Date(now.getTime() - 205 * 86_400_000),
      signedBy,
    });
    if (storeCode === 'DEMO-60001') {
      await repository.insertAgreement({
        storeCode,
        categoryCode: 'CAT-FOOD-COFFEE-TEA',
        commissionBps: 350,
        validFrom: addStoreDays(today, -40),
        validUntil: addStoreDays(today, 50),
        reason: 'Program kopi dan teh lokal',
        agreedAt: new Date(now.getTime() - 42 * 86_400_000),
      });
    }
  }
}
