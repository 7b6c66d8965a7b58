/** Config keys the chrome reads besides those of `configKeys` (§3 leaves them to the shell). */
export const shellConfigKeys = {
  /** An https store page the download-app banner links to. */
  appDownloadUrl: 'seller-app-download-url',
} as const;

/** §9 app version string, shown in the footer. */
export const appVersion = '1.174.0-9';

/** Android System WebView in the Play Store: what an outdated webview updates (§4.9). */
export const webviewUpdateUrl = 'https://play.google.com/store/apps/details?id=com.google.android.webview';
