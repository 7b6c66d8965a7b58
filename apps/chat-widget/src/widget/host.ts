import type { WidgetErrorMessage } from '../loader/widget-url';

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin top window cannot even be compared: that is a frame too.
    return true;
  }
}

/** Tells the page that frames the widget (any site: the message carries no personal data). */
export function notifyHost(message: WidgetErrorMessage): void {
  if (isFramed()) window.parent.postMessage(message, '*');
}

/** A portal page in the top window (the widget's frame is too small for it). */
export function openInTopWindow(path: string): void {
  window.open(new URL(path, window.location.origin).href, isFramed() ? '_top' : '_self');
}

/** A portal page in a new tab, leaving the host page as it is. */
export function openInNewTab(path: string): void {
  window.open(new URL(path, window.location.origin).href, '_blank', 'noopener');
}
