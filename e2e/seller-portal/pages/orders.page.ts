import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The words of the order pages, per language (libs/orders i18n). */
export const orderWords = {
  id: {
    title: 'Pesanan',
    tabs: 'Pesanan menurut status',
    tab: { ALL: 'Semua', NEW: 'Baru', READY_TO_SHIP: 'Siap dikirim', SHIPPED: 'Dikirim' },
    search: 'Cari pesanan',
    courier: 'Kurir',
    pickupPoint: 'Titik jemput',
    table: 'Pesanan',
    accept: 'Terima pesanan',
    ship: 'Kirim pesanan',
    shipSubmit: 'Kirim',
    tracking: 'Nomor resi',
    notTracking: /Ini bukan nomor resi/,
    shippedStatus: 'Dikirim',
    readyStatus: 'Siap dikirim',
    newOrder: /Pesanan baru ORD-/,
    exportButton: 'Ekspor ke Excel',
    download: 'Unduh file',
    history: 'Riwayat',
    printLabel: 'Cetak label pengiriman',
    printLabels: /^Cetak label \(\d+\)$/,
    labelsSkipped: /belum memiliki label/,
    shipBack: 'Nanti saja',
    cancel: 'Batalkan pesanan',
    bulkBar: 'Tindakan untuk pesanan terpilih',
    labelHeading: 'Penerima',
    filterSheet: 'Saring pesanan',
    applyFilters: 'Terapkan',
    from: 'Dipesan dari',
    show: 'Lihat',
  },
  en: {
    title: 'Orders',
    tabs: 'Orders by status',
    tab: { ALL: 'All', NEW: 'New', READY_TO_SHIP: 'Ready to ship', SHIPPED: 'Shipped' },
    search: 'Search orders',
    courier: 'Courier',
    pickupPoint: 'Pickup point',
    table: 'Orders',
    accept: 'Accept order',
    ship: 'Ship order',
    shipSubmit: 'Ship',
    tracking: 'Tracking number',
    notTracking: /This is not a/,
    shippedStatus: 'Shipped',
    readyStatus: 'Ready to ship',
    newOrder: /New order ORD-/,
    exportButton: 'Export to Excel',
    download: 'Download the file',
    history: 'History',
    printLabel: 'Print shipping label',
    printLabels: /^Print labels \(\d+\)$/,
    labelsSkipped: /No label for/,
    shipBack: 'Not now',
    cancel: 'Cancel order',
    bulkBar: 'Act on the selected orders',
    labelHeading: 'To',
    filterSheet: 'Filter orders',
    applyFilters: 'Apply',
    from: 'Ordered from',
    show: 'Show',
  },
} as const;

type TabName = keyof (typeof orderWords)['id']['tab'];

/** /order-list: tabs with counts, filters in the address, the virtualised table. */
export class OrderListPage extends PageObject {
  private get words() {
    return orderWords[this.lang];
  }

  async open(query = '') {
    await this.page.goto(`/order-list${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** Opens the list and waits until the tab listens (`openLive`): an order placed after this reaches the list and its toast. */
  async openListening(query = '') {
    await this.openLive(() => this.open(query));
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.words.title });
  }

  tab(name: TabName): Locator {
    return this.page.getByRole('navigation', { name: this.words.tabs }).getByRole('link', { name: new RegExp(`^${this.words.tab[name]}`) });
  }

  /** The number a tab shows. */
  async count(name: TabName): Promise<number> {
    const text = (await this.tab(name).innerText()).replace(this.words.tab[name], '').replace(/\D/g, '');
    return Number(text);
  }

  get table(): Locator {
    return this.page.getByRole('region', { name: this.words.table });
  }

  get rows(): Locator {
    return this.table.locator('tbody tr:not([aria-hidden])');
  }

  row(orderNumber: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: orderNumber, exact: true }) });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: this.words.search }).fill(text);
  }

  async chooseCourier(label: string) {
    await this.page.getByRole('combobox', { name: this.words.courier }).selectOption({ label });
  }

  async openOrder(orderNumber: string) {
    await this.page.getByRole('link', { name: orderNumber, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
  }

  get newOrderToast(): Locator {
    return this.page.getByText(this.words.newOrder);
  }

  /** The toast of a new order, with its action, inside the page's polite live region. */
  newOrderToastOf(orderNumber: string): Locator {
    return this.page.getByRole('status').locator('[data-type]', { hasText: orderNumber });
  }

  /** The toast's action that opens the order. */
  newOrderToastAction(orderNumber: string): Locator {
    return this.newOrderToastOf(orderNumber).getByRole('button', { name: this.words.show, exact: true });
  }

  get exportButton(): Locator {
    return this.page.getByRole('button', { name: this.words.exportButton });
  }

  get downloadLink(): Locator {
    return this.page.getByRole('link', { name: this.words.download });
  }

  /** The bar of actions on the selected orders. */
  get bulkBar(): Locator {
    return this.page.getByRole('region', { name: this.words.bulkBar });
  }

  get printLabels(): Locator {
    return this.bulkBar.getByRole('link', { name: this.words.printLabels });
  }

  /** The row j/k put the focus on. */
  get focusedRow(): Locator {
    return this.rows.and(this.page.locator(':focus'));
  }

  /** Keys pressed with the focus on the page, not in a field (the list's shortcuts: j, k, x, a, s, Enter). */
  async pressKeys(...keys: string[]) {
    for (const key of keys) await this.page.keyboard.press(key);
  }

  async select(orderNumber: string) {
    await this.row(orderNumber).getByRole('checkbox').check();
  }

  /** The links of the order numbers in the rows on the page. */
  get orderNumberLinks(): Locator {
    return this.rows.getByRole('link');
  }

  /** The courier cells of the rows on the page. */
  get courierCells(): Locator {
    return this.rows.locator(`td[data-label="${this.words.courier}"]`);
  }

  /** The phone's one button for the filters: "Filter", or "Filter (n)" with n active. */
  get filterButton(): Locator {
    return this.page.getByRole('button', { name: /^Filter( \(\d+\))?$/ });
  }

  get filterSheet(): Locator {
    return this.page.getByRole('dialog', { name: this.words.filterSheet });
  }

  /** Opens the filter sheet, chooses a courier and the first order date, and applies them. */
  async filterInSheet(filters: { courier?: string; from?: string }) {
    await this.filterButton.click();
    await expect(this.filterSheet).toBeVisible();
    if (filters.courier) await this.filterSheet.getByRole('combobox', { name: this.words.courier }).selectOption({ label: filters.courier });
    if (filters.from) await this.filterSheet.getByLabel(this.words.from).fill(filters.from);
    await this.filterSheet.getByRole('button', { name: this.words.applyFilters }).click();
    await expect(this.filterSheet).toBeHidden();
  }
}

/** /order-list/:orderNumber: the order and its actions. */
export class OrderDetailPage extends PageObject {
  private get words() {
    return orderWords[this.lang];
  }

  async open(orderNumber: string) {
    await this.page.goto(`/order-list/${orderNumber}`);
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
  }

  status(text: string): Locator {
    return this.page.locator('h1 + span', { hasText: text });
  }

  async accept() {
    await this.page.getByRole('button', { name: this.words.accept }).click();
  }

  async ship(trackingNumber: string) {
    await this.page.getByRole('button', { name: this.words.ship }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(this.words.tracking).fill(trackingNumber);
    await dialog.getByRole('button', { name: this.words.shipSubmit, exact: true }).click();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get trackingError(): Locator {
    return this.dialog.getByText(this.words.notTracking);
  }

  get printLabel(): Locator {
    return this.page.getByRole('link', { name: this.words.printLabel });
  }

  get shipButton(): Locator {
    return this.page.getByRole('button', { name: this.words.ship });
  }

  get cancelButton(): Locator {
    return this.page.getByRole('button', { name: this.words.cancel });
  }

  get trackingField(): Locator {
    return this.dialog.getByLabel(this.words.tracking);
  }

  historyEntry(text: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByText(text, { exact: true }) });
  }
}
