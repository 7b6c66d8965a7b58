import { loadScript } from '../../lib/load-script';

interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: { accessToken?: string } | null;
}

/** The parts of the Facebook JS SDK this page uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml?: boolean; cookie?: boolean; status?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope?: string; auth_type?: 'rerequest' }): void;
  getLoginStatus(callback: (response: FacebookLoginResponse) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

export const facebookApiVersion = 'v21.0';

/** The SDK in the page's language: Indonesian or US English. */
export function facebookSdkUrl(language: string): string {
  return `https://connect.facebook.net/${language === 'en' ? 'en_US' : 'id_ID'}/sdk.js`;
}

let initialisedFor: string | null = null;

/** Loads the SDK once and initialises it for the app id. */
export async function loadFacebookSdk(appId: string, language: string): Promise<FacebookSdk> {
  await loadScript(facebookSdkUrl(language));
  const sdk = window.FB;
  if (!sdk) throw new Error('The Facebook SDK did not start');
  if (initialisedFor !== appId) {
    sdk.init({ appId, version: facebookApiVersion, xfbml: false, cookie: false, status: false });
    initialisedFor = appId;
  }
  return sdk;
}
