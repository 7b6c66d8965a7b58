import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';

test.describe('chat widget', () => {
  test('the loader on a host page opens the widget, which tells a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/chat-widget/demo.html?lang=en');
    await page.getByRole('button', { name: 'Open seller chat' }).click();
    const widget = page.frameLocator('iframe[title="Seller chat"]');
    await expect(widget.getByText('Sign in to Seller Center to read and answer')).toBeVisible();
    await expect(widget.getByRole('link', { name: /Sign in to chat/ }).or(widget.getByRole('button', { name: /Sign in to chat/ }))).toBeVisible();
  });

  test('a signed-in seller sees their name and store in the widget', async ({ page }) => {
    const answer = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
      data: { username: accounts.seller.username, password: accounts.seller.password },
    });
    expect(answer.ok()).toBe(true);

    await page.goto('/chat-widget/demo.html?lang=en');
    await page.getByRole('button', { name: 'Open seller chat' }).click();
    const widget = page.frameLocator('iframe[title="Seller chat"]');
    await expect(widget.getByText(`Store: ${accounts.seller.store}`)).toBeVisible();
  });
});
