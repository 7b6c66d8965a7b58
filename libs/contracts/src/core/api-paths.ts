/** §7 paths used by both the server and the clients. */
export const apiPaths = {
  config: '/backend/constant/filter',
  signIn: '/backend/gw/partners-engine/authentication/sign-in',
  // Asked by the sign-in page as it opens (which social buttons to show): here, so that page's first load can leave
  // the other account paths out.
  singleSignOnAvailable: '/backend/gw/partners-engine/authentication/single-sign-on/available',
  signOut: '/backend/main/authentication/sign-out',
  session: '/backend/main/session',
} as const;
