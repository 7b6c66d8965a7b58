import { hostCommandOf, isFromPeer, parentOriginOf, unauthorizedAction, widgetNamespace, type HostCommand, type WidgetEvent } from '../protocol/protocol';

/** The widget's side of the protocol: the host page's origin, posting to it only, hearing only it. */
export interface HostLink {
  /** Null when the page is not framed (opened on its own). */
  parentOrigin: string | null;
  post(event: WidgetEvent): void;
  onCommand(handler: (command: HostCommand) => void): () => void;
}

export function connectHost(win: Window = window): HostLink {
  const parentOrigin = parentOriginOf(win);
  return {
    parentOrigin,
    post(event) {
      if (parentOrigin) win.parent.postMessage(event, parentOrigin);
    },
    onCommand(handler) {
      const listen = (event: MessageEvent) => {
        if (!parentOrigin || !isFromPeer(event, { origin: parentOrigin, window: win.parent })) return;
        const command = hostCommandOf(event.data);
        if (command) handler(command);
      };
      win.addEventListener('message', listen);
      return () => win.removeEventListener('message', listen);
    },
  };
}

/**
 * §8 a 401 inside the widget: an internal host page's top window goes to sign-in; an external one is told with
 * `{event: 'error', name: '401'}`. Returns false when the page is not framed (it shows its own sign-in).
 */
export function leaveForSignIn(link: HostLink, internal: boolean, signInPath: string, win: Window = window): boolean {
  const action = unauthorizedAction(link.parentOrigin, internal);
  if (action === 'here') return false;
  if (action === 'top') {
    try {
      if (win.top) {
        win.top.location.href = new URL(signInPath, win.location.origin).href;
        return true;
      }
    } catch {
      // A browser that does not let a frame move its top window: the host page is told instead.
    }
  }
  link.post({ ns: widgetNamespace, event: 'error', name: '401' });
  return true;
}

/** A portal page in the top window (the widget's frame is too small for it). */
export function openInTopWindow(path: string): void {
  window.open(new URL(path, window.location.origin).href, window.self === window.top ? '_self' : '_top');
}

/** A portal page in a new tab, leaving the host page as it is. */
export function openInNewTab(path: string): void {
  window.open(new URL(path, window.location.origin).href, '_blank', 'noopener');
}
