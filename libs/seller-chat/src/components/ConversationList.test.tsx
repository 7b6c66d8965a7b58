import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConversationList } from './ConversationList';
import { storyNow, storySessions } from './fixtures';

afterEach(cleanup);

function renderList(busy: boolean | undefined) {
  const i18n = createI18n({ lng: 'id' });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ConversationList
          sessions={storySessions}
          status="ready"
          hasMore={false}
          loadingMore={false}
          onLoadMore={() => undefined}
          onReload={() => undefined}
          query={{ filter: 'all', search: 'Budi', pickupPointCode: null }}
          onQueryChange={() => undefined}
          now={storyNow}
          busy={busy}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ConversationList', () => {
  // Assistive technology and tests wait for the rows to settle before acting on one: a click as they move misses.
  it.each([
    { busy: true, expected: 'true' },
    { busy: false, expected: null },
    { busy: undefined, expected: null },
  ])('a list whose rows are about to change says so (busy $busy)', ({ busy, expected }) => {
    renderList(busy);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe(expected);
  });
});
