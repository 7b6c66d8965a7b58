/** §9 app version string, shown in the footer. */
export const appVersion = '1.174.0-9';

/** Android System WebView in the Play Store: what an outdated webview updates (§4.9). */
export const webviewUpdateUrl = 'https://play.google.com/store/apps/details?id=com.google.android.webview';
