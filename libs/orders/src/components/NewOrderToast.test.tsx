import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ordersResources } from '../i18n/resources';
import { NewOrderToastText, ShowOrderLabel } from './NewOrderToast';

describe('the new-order toast', () => {
  afterEach(cleanup);

  it('says its words in the language of the moment: a switch while it shows changes them', async () => {
    const i18n = createI18n({ lng: 'id', resources: [ordersResources] });
    render(
      <I18nextProvider i18n={i18n}>
        <p data-testid="text">
          <NewOrderToastText orderNumber="ORD-1" customer="Andi" />
        </p>
        <button type="button">
          <ShowOrderLabel />
        </button>
      </I18nextProvider>,
    );
    const before = [screen.getByTestId('text').textContent, screen.getByRole('button').textContent];
    expect(before[0]).toContain('ORD-1');
    await act(() => i18n.changeLanguage('en'));
    const after = [screen.getByTestId('text').textContent, screen.getByRole('button').textContent];
    expect(after[0]).toContain('ORD-1');
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });
});
