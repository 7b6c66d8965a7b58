import { dashboardTutorialName } from '@seller-portal/contracts/education';
import type { NewTutorialArticle } from './repository';

/**
 * The demo's dashboard tutorial: each step points at an element of the dashboard marked `data-tutorial-step`.
 * A step whose element the page does not show (a staff member without pickup points) is passed over.
 */
export const demoDashboardTutorial: { name: string; articles: Omit<NewTutorialArticle, 'tutorialName'>[] } = {
  name: dashboardTutorialName,
  articles: [
    [
      'dashboard-intro',
      'Selamat datang di Seller Center',
      'Ini dasbor toko Anda. Kami tunjukkan bagian-bagian pentingnya dalam beberapa langkah.',
      'Welcome to Seller Center',
      'This is your store dashboard. Here are its main parts, in a few steps.',
    ],
    [
      'dashboard-account',
      'Ringkasan akun',
      'Nama toko, kode toko dan peran Anda ada di sini.',
      'Account summary',
      'Your store name, store code and your role are here.',
    ],
    [
      'dashboard-shortcuts',
      'Pintasan',
      'Buka pesanan, chat, dompet dan fitur lain langsung dari sini.',
      'Shortcuts',
      'Open orders, chat, the wallet and other features right from here.',
    ],
    [
      'dashboard-pickup-points',
      'Titik ambil',
      'Alamat tempat kurir mengambil paket Anda.',
      'Pickup points',
      'The addresses where couriers pick up your parcels.',
    ],
  ].flatMap(([target, idTitle, idBody, enTitle, enBody], position) => [
    { language: 'id', position, title: idTitle, body: idBody, target },
    { language: 'en', position, title: enTitle, body: enBody, target },
  ]),
};

/**
 * The demo accounts have finished the tutorial, so it does not cover the dashboard of every demo sign-in; the new
 * store's owner has not, and sees it once the store is live. Sellers who register see it too.
 */
export const demoTutorialPending = ['onboarding@demo.test'];
export const demoDomain = 'demo.test';
