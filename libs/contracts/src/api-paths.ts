/** §7 paths used by both the server and the clients. */
export const apiPaths = {
  config: '/backend/constant/filter',
  signIn: '/backend/gw/partners-engine/authentication/sign-in',
  signOut: '/backend/main/authentication/sign-out',
  session: '/backend/main/session',
  gwsSession: '/backend/gws/partners-engine/session',
  switchSession: '/backend/main/session/switch',
  resetSession: '/backend/main/session/reset',
} as const;
