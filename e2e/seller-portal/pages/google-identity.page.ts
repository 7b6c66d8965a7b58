import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { googleIdentityURL } from '../../support/accounts';

export interface GooglePerson {
  sub: string;
  email: string;
  name?: string;
}

/** The address the sign-in page loads Google Identity Services from (libs/auth google-identity.ts). */
const identityServicesScript = 'https://accounts.google.com/gsi/client';

/**
 * Google's part of a Google sign-in. The suite's Google (e2e/support/google-identity.mjs) signs the ID token of the
 * person who "chose their account"; the server checks it against that Google's key set, as it checks Google's. In
 * the browser, this page object plays Google Identity Services' script: its button and its prompt hand the page
 * that token, as Google's do after the person picks their account.
 */
export class GoogleIdentity {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  /** An ID token of `person`, signed by the suite's Google for the e2e server's client id. */
  async idToken(person: GooglePerson): Promise<string> {
    const answer = await this.request.post(`${googleIdentityURL}/issue`, { data: person });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { idToken: string }).idToken;
  }

  /** From now on the page's Google Identity Services hand over `person`'s token (button press or prompt). */
  async choose(person: GooglePerson): Promise<void> {
    const token = await this.idToken(person);
    await this.page.route(identityServicesScript, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
  let config = null;
  const hand = () => setTimeout(() => config && config.callback({ credential: ${JSON.stringify(token)}, select_by: 'user' }), 0);
  window.google = { accounts: { id: {
    initialize(c) { config = c; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Google: ${person.email.replace(/[^\w@.+-]/g, '')}';
      button.addEventListener('click', hand);
      parent.appendChild(button);
    },
    prompt: hand,
  } } };
})();`,
      }),
    );
  }

  /** Google Identity Services cannot be reached (offline, blocked). */
  async unreachable(): Promise<void> {
    await this.page.route(identityServicesScript, (route) => route.abort());
  }

  /** Google's own button, once its script has replaced the page's placeholder. */
  button(person: GooglePerson) {
    return this.page.getByRole('button', { name: `Google: ${person.email}` });
  }
}
