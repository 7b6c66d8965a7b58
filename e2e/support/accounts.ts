import { devices } from '@playwright/test';

/** The Android app's webview: Pixel 7's Chrome with the app's MTA-Android token (§4.9 device type MTA Android). */
export const androidAppUserAgent = `${devices['Pixel 7'].userAgent} MTA-Android/1.174.0`;

/** Demo accounts seeded into every new embedded database (README). */
export const accounts = {
  seller: { username: 'seller@demo.test', password: 'Seller#2026', store: 'Toko Demo Sejahtera' },
  staff: { username: 'staff@demo.test', password: 'Staff#2026' },
  chatStaff: { username: 'chatstaff@demo.test', password: 'Chatstaff#2026' },
  views: { username: 'views@demo.test', password: 'Views#2026' },
  internal: { username: 'internal@demo.test', password: 'Internal#2026' },
  amphibi: { username: 'amphibi@demo.test', password: 'Amphibi#2026' },
  configViewer: { username: 'configviewer@demo.test', password: 'Configviewer#2026' },
  manualViewer: { username: 'manualviewer@demo.test', password: 'Manualviewer#2026' },
  vendor: { username: 'vendor@demo.test', password: 'Vendor#2026' },
  mfa: { username: 'mfa@demo.test', password: 'Mfa#2026' },
  agreement: { username: 'agreement@demo.test', password: 'Agreement#2026', store: 'Toko Demo Setuju' },
  idVerify: { username: 'idverify@demo.test', password: 'Idverify#2026', store: 'Toko Demo Verifikasi' },
  idPhoto: { username: 'idphoto@demo.test', password: 'Idphoto#2026', store: 'Toko Demo Foto' },
  idCheck: { username: 'idcheck@demo.test', password: 'Idcheck#2026', store: 'Toko Demo Cek Identitas' },
  idFlow: { username: 'idflow@demo.test', password: 'Idflow#2026', store: 'Toko Demo Alur Identitas' },
  onboarding: { username: 'onboarding@demo.test', password: 'Onboarding#2026', store: 'Toko Demo Baru' },
  announcement: { username: 'announcement@demo.test', password: 'Announcement#2026', store: 'Toko Demo Kabar' },
  kabarStaff: { username: 'kabarstaff@demo.test', password: 'Kabarstaff#2026', store: 'Toko Demo Kabar' },
  acknowledge: { username: 'acknowledge@demo.test', password: 'Acknowledge#2026', store: 'Toko Demo Pengumuman' },
  mpp: { username: 'mpp@demo.test', password: 'Mpp#2026', store: 'Toko Demo Multi Gudang' },
  pointStaff: { username: 'pointstaff@demo.test', password: 'Pointstaff#2026', store: 'Toko Demo Multi Gudang' },
  notify: { username: 'notify@demo.test', password: 'Notify#2026', store: 'Toko Demo Notifikasi' },
  notifyStaff: { username: 'notifystaff@demo.test', password: 'Notifystaff#2026', store: 'Toko Demo Notifikasi' },
  brand: { username: 'brand@demo.test', password: 'Brand#2026', store: 'Toko Demo Merek' },
  brand2: { username: 'brand2@demo.test', password: 'Brand2#2026', store: 'Toko Demo Merek Dua' },
} as const;

/**
 * The e2e CAS server's directory (e2e/support/cas-server.mjs). The demo accounts' domain signs in through it
 * (CAS_DOMAINS of the e2e server); its person vouches for the seller's email in the CAS 3.0 attributes.
 */
export const cas = {
  domain: 'demo.test',
  person: { username: 'sari.penjual', password: 'Perusahaan#2026', email: accounts.seller.username },
} as const;

/** The Google client id of the e2e server; its ID tokens come from e2e/support/google-identity.mjs. */
export const googleClientId = 'seller-portal-e2e.apps.googleusercontent.com';
/** Where that Google plays its part, on a port derived from the run's (as the CAS server's) so parallel runs keep apart. */
export const googleIdentityURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4599) + 11_000}`;

/** The key of the e2e server's /dev/outbox (DEV_OUTBOX_KEY in playwright.config.ts): the page objects send it. */
export const devOutboxKey = 'e2e-dev-outbox-key';

/** Accessible names the pages expose, per language. */
export const words = {
  id: { username: 'Email atau username', password: 'Kata sandi', signIn: 'Masuk', signOut: 'Keluar', wrong: 'Email dan/atau kata sandi salah' },
  en: { username: 'Email or username', password: 'Password', signIn: 'Sign in', signOut: 'Sign out', wrong: 'Email and/or password is incorrect' },
} as const;
export type Lang = keyof typeof words;

/**
 * The project that runs a flow needing one run per language (it creates or changes accounts, or drives a server
 * beside the portal): Indonesian on the desktop and English on the phone, so both layouts are covered without
 * running the flow four times.
 */
export const projectOfLanguage: Record<Lang, string> = { id: 'desktop', en: 'phone' };

/** The language a flow of `projectOfLanguage` runs in, by its project's name. */
export const langOfProject = (project: string): Lang => (project === projectOfLanguage.en ? 'en' : 'id');

/**
 * The tag of a test that runs in one project only (it changes a shared account for good, or covers its language
 * once); playwright.config.ts leaves it out of the other projects, so it is not reported as skipped there.
 */
export function onlyIn(project: string): { tag: string } {
  return { tag: `@only-${project}` };
}

/**
 * The tag of a shell test whose outcome depends on the viewport or the device: the tablet and Android app projects run
 * only these (playwright.config.ts); desktop and phone run every test.
 */
export const layout = { tag: '@layout' } as const;

/** What the shell's views and chrome are called, per language (§8 error views, §2.8 chrome). */
export const shellWords = {
  id: {
    notFound: 'Halaman tidak ditemukan',
    noAccess: 'Tidak ada akses',
    maintenance: 'Kami sedang dalam perbaikan',
    serverError: 'Server sedang kami perbaiki',
    timeout: 'Waktu permintaan habis',
    backToDashboard: 'Kembali ke Dasbor',
    greeting: 'Halo,',
    openMenu: 'Buka menu',
    mainMenu: 'Menu utama',
    quickNav: 'Navigasi cepat',
    account: 'Akun',
  },
  en: {
    notFound: 'Page not found',
    noAccess: 'No access',
    maintenance: "We're under maintenance",
    serverError: 'Fixing up the server',
    timeout: 'The request timed out',
    backToDashboard: 'Back to Dashboard',
    greeting: 'Hello,',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    quickNav: 'Quick navigation',
    account: 'Account',
  },
} as const;
