import { createSignInRoute } from '@seller-portal/auth';
import { sanitizeRedirectUri } from '@seller-portal/session-guard';
import { consoleBasename } from '../app/basename';

/** The console's sign-in, worded for staff: after signing in, a safe redirectUri inside the console, else its home. */
const route = createSignInRoute({
  afterSignIn: (redirectUri) => sanitizeRedirectUri(redirectUri, { path: '/' }) ?? '/',
  standalone: { basename: consoleBasename },
  audience: 'staff',
});

export const Component = route.Component;
export const handle = route.handle;
