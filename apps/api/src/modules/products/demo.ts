import type { NewProductItemRow } from './repository';

/** The demo stores' items: product cards and review reminders of the demo chats refer to them. */
export const demoProductItems: NewProductItemRow[] = [
  { itemId: 'ITEM-60001-001', storeCode: 'DEMO-60001', name: 'Kopi Arabika Gayo 250 g', price: 89_000, url: 'https://marketplace.example/p/ITEM-60001-001' },
  { itemId: 'ITEM-60001-002', storeCode: 'DEMO-60001', name: 'Teh Hijau Melati 100 g', price: 35_500, url: 'https://marketplace.example/p/ITEM-60001-002' },
  { itemId: 'ITEM-60001-003', storeCode: 'DEMO-60001', name: 'Gula Aren Cair 500 ml', price: 42_000, url: 'https://marketplace.example/p/ITEM-60001-003' },
  { itemId: 'ITEM-60001-004', storeCode: 'DEMO-60001', name: 'Madu Hutan Sumbawa 350 g', price: 120_000, url: 'https://marketplace.example/p/ITEM-60001-004' },
  { itemId: 'ITEM-60001-005', storeCode: 'DEMO-60001', name: 'Cangkir Keramik Putih', price: 55_000, url: 'https://marketplace.example/p/ITEM-60001-005' },
  { itemId: 'ITEM-60009-001', storeCode: 'DEMO-60009', name: 'Beras Pandan Wangi 5 kg', price: 78_000, url: 'https://marketplace.example/p/ITEM-60009-001' },
  { itemId: 'ITEM-60009-002', storeCode: 'DEMO-60009', name: 'Minyak Goreng 2 L', price: 36_000, url: 'https://marketplace.example/p/ITEM-60009-002' },
];
