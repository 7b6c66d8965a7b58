import { expect, test } from '@playwright/test';
import { onlyIn, projectOfLanguage, words as signInWords, type Lang } from '../support/accounts';
import { accountWords } from './pages/account-words';
import { Outbox } from './pages/outbox.page';
import { newPhoneNumber, newRegistrant, registerSeller } from './pages/sellers';
import { SignInPage } from './pages/sign-in.page';
import { VerifyContactPage } from './pages/verify-contact.page';

/**
 * §4.2 phone/email reminder and §2.5 contact verification. The sellers are new (registered through the server's
 * calls, so the browser starts signed out): an external-only STORE user whose store is still in onboarding. Such
 * a user meets the reminder on the way to the redirectUri of §4.2 step 3; at the root, onboarding comes first.
 */
const comeBackTo = '/dashboard';

for (const lang of ['id', 'en'] as Lang[]) {
  const words = accountWords[lang];
  const langQuery = lang === 'en' ? '&lang=en' : '';

  test.describe(`contact verification (${lang})`, onlyIn(projectOfLanguage[lang]), () => {
    test('an unverified phone sends the seller to /verify-phone-number after sign-in; the SMS code verifies a new number and goes back', async ({
      page,
      request,
    }, testInfo) => {
      // Registered with the email code: the email is verified, the phone number is not.
      const registrant = newRegistrant(lang, testInfo.project.name);
      await registerSeller(request, registrant);

      const signIn = new SignInPage(page, lang);
      await signIn.open(`?redirectUri=${encodeURIComponent(comeBackTo)}${langQuery}`);
      await signIn.signIn(registrant.email, registrant.password);

      const verifyPhone = new VerifyContactPage(page, lang, 'PHONE');
      await verifyPhone.expectLoaded(comeBackTo);

      // §5: 7 to 14 digits.
      await verifyPhone.send('081234');
      await expect(page.getByText(words.phoneInvalid)).toBeVisible();
      await expect(verifyPhone.field).toBeFocused();

      // A number other than the one registered is a change: the form asks for the password first.
      const phoneNumber = newPhoneNumber();
      const since = Date.now();
      await verifyPhone.send(phoneNumber);
      await verifyPhone.confirmWithPassword('wrong-password');
      await expect(page.getByText(signInWords[lang].wrong)).toBeVisible();
      await verifyPhone.confirmWithPassword(registrant.password);
      await verifyPhone.expectCodeStep();
      const [code] = await new Outbox(page.request).codes(phoneNumber, since);
      await verifyPhone.verify(code);

      await expect(page.getByText(words.phoneDone)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${comeBackTo}$`));

      // The number is verified on the server: the next pass through the root has nothing to remind of.
      await page.goto(`/?redirectUri=${encodeURIComponent(comeBackTo)}`);
      await expect(page).toHaveURL(new RegExp(`${comeBackTo}$`));
    });
  });
}
