import { createSignInRoute, SignInPage } from '@seller-portal/auth';
import { sanitizeRedirectUri } from '@seller-portal/session-guard';
import { consoleBasename } from '../app/basename';
import { useConsoleTranslation } from '../i18n/resources';

/** After signing in, a safe redirectUri inside the console, else its home. */
const afterSignIn = (redirectUri: string | null) => sanitizeRedirectUri(redirectUri, { path: '/' }) ?? '/';
const standalone = { basename: consoleBasename };

/** The console's sign-in, worded for staff: the console's name beside the form, none of the seller marketing. */
export function Component() {
  const { t } = useConsoleTranslation();
  const staff = { name: t('title'), lead: t('signIn.lead'), title: t('signIn.title'), subtitle: t('signIn.subtitle') };
  return <SignInPage afterSignIn={afterSignIn} standalone={standalone} staff={staff} />;
}

export const handle = createSignInRoute().handle;
