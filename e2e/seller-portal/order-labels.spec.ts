import { expect, test, type Download, type Page } from '@playwright/test';
import { orderPathsOf, type OrderDetail } from '@seller-portal/contracts/orders';
import { readFile } from 'node:fs/promises';
import { readLabelPdf } from '../../apps/api/test/support/label-pdf';
import { accounts, onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { placeOrder } from '../support/marketplace-orders';
import { OrderDetailPage, OrderListPage, orderWords } from './pages/orders.page';
import { signInThroughApi } from './pages/sign-in.page';

/** A J&T tracking number no other run has used. */
let serial = 0;
const trackingNumber = () => `JP${String(Date.now() * 10 + (serial++ % 10)).slice(-10)}`;

/** The label file the click downloads, read back: each page's barcode decoded from its bars, and its words. */
async function labelsOf(page: Page, click: () => Promise<void>) {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/^labels?-.*\.pdf$/);
  return readLabelPdf(new Uint8Array(await readFile(await download.path())));
}

/** Accepts and ships an order through the portal's own calls, as another tab of the seller would. */
async function shipThroughApi(page: Page, order: OrderDetail, tracking: string) {
  const accepted = await page.request.post(orderPathsOf.accept(order.orderNumber), { data: { version: order.version } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const shipped = await page.request.post(orderPathsOf.ship(order.orderNumber), { data: { version: order.version + 1, trackingNumber: tracking } });
  expect(shipped.ok(), await shipped.text()).toBe(true);
}

for (const lang of ['id', 'en'] as Lang[]) {
  test.describe(`shipping labels (${lang})`, () => {
    test(
      'the label waits for the accepted order, and the shipped one carries a barcode of its tracking number',
      onlyIn(projectOfLanguage[lang]),
      async ({ page }, testInfo) => {
        const words = orderWords[lang];
        await signInThroughApi(page, accounts.seller, { lang });
        const customer = { customerId: `E2E-label-${testInfo.project.name}-${lang}-${Date.now()}`, name: `Pembeli Label ${lang}` };
        const order = await placeOrder(page.request, customer, { courier: 'JNT' });

        const detail = new OrderDetailPage(page, lang);
        await detail.open(order.orderNumber);
        // A new order may still be declined: no label yet.
        await expect(detail.cancelButton).toBeVisible();
        await expect(detail.printLabel).toHaveCount(0);

        await detail.accept();
        await expect(detail.status(words.readyStatus)).toBeVisible();
        // The accept button went away with the step: focus is on the next one.
        await expect(detail.shipButton).toBeFocused();
        const [accepted] = await labelsOf(page, () => detail.printLabel.click());
        expect(accepted.barcode).toBeNull();
        expect(accepted.qr).toBe(order.orderNumber);
        expect(accepted.texts).toContain(words.labelHeading);

        await detail.shipButton.click();
        await expect(detail.trackingField).toBeFocused();
        await expect(detail.dialog.getByRole('button', { name: words.shipBack })).toBeVisible();
        const tracking = trackingNumber();
        await detail.trackingField.fill(tracking);
        await detail.dialog.getByRole('button', { name: words.shipSubmit, exact: true }).click();
        await expect(detail.status(words.shippedStatus)).toBeVisible();
        await expect(detail.printLabel).toBeFocused();
        const [shipped] = await labelsOf(page, () => detail.printLabel.click());
        expect(shipped.barcode).toBe(tracking);
        expect(shipped.qr).toBe(order.orderNumber);
        expect(shipped.texts).toEqual(expect.arrayContaining([tracking, words.labelHeading, 'J&T Express']));
      },
    );

    test(
      'the selected orders print as one file, a page each, and a new one among them is left out with a note',
      onlyIn(projectOfLanguage[lang]),
      async ({ page }, testInfo) => {
        const words = orderWords[lang];
        await signInThroughApi(page, accounts.seller, { lang });
        const customer = {
          customerId: `E2E-labels-${testInfo.project.name}-${lang}-${Date.now()}`,
          name: `Label Massal ${testInfo.project.name} ${lang} ${Date.now()}`,
        };
        const [first, second, fresh] = [
          await placeOrder(page.request, customer, { courier: 'JNT' }),
          await placeOrder(page.request, customer, { courier: 'JNT' }),
          await placeOrder(page.request, customer, { courier: 'JNT' }),
        ];
        const trackings = [trackingNumber(), trackingNumber()];
        await shipThroughApi(page, first, trackings[0]);
        await shipThroughApi(page, second, trackings[1]);

        const list = new OrderListPage(page, lang);
        await list.open(`?q=${encodeURIComponent(customer.name)}`);
        await expect(list.rows).toHaveCount(3);
        for (const order of [first, second, fresh]) await list.select(order.orderNumber);
        await expect(list.bulkBar.getByText(words.labelsSkipped)).toBeVisible();
        await expect(list.printLabels).toHaveText(words.printLabels);
        await expect(list.printLabels).toContainText('2');
        // The bar stays in view below the header.
        const bar = await list.bulkBar.boundingBox();
        expect(bar?.y).toBeGreaterThanOrEqual(0);

        const pages = await labelsOf(page, () => list.printLabels.click());
        expect(pages).toHaveLength(2);
        expect(pages.map((label) => label.barcode).sort()).toEqual([...trackings].sort());
        expect(pages.map((label) => label.qr).sort()).toEqual([first.orderNumber, second.orderNumber].sort());
        for (const label of pages) expect(label.texts).toContain(words.labelHeading);
      },
    );
  });
}
