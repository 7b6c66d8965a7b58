// The embed script: `<script src="https://<portal>/chat-widget/loader.js" async></script>` on any page adds a
// launcher button and, on first open, an iframe with the widget page from the script's origin; `window.SellerChat`
// opens, closes, opens a customer's room and sets the language (apps/chat-widget/README.md).
import { loader as en } from '../i18n/en.json';
import { loader as id } from '../i18n/id.json';
import { isFromPeer, widgetEventOf, widgetNamespace, type HostCommand, type SellerChatApi } from '../protocol/protocol';
import { visitorLanguage, widgetLanguageOf, widgetPageUrl, type WidgetLanguage } from './widget-url';

const texts = { en, id };
const marker = 'data-seller-chat-widget';

const css = `
.spcw-root{position:fixed;right:20px;bottom:20px;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;gap:12px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.spcw-panel{width:360px;height:520px;max-height:calc(100vh - 112px);border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 12px 32px rgba(20,24,28,.22);border:1px solid #dfe3e8}
.spcw-panel[hidden]{display:none}
.spcw-panel iframe{display:block;width:100%;height:100%;border:0}
.spcw-launcher{width:56px;height:56px;border-radius:50%;border:0;background:#0072ff;color:#fff;cursor:pointer;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 12px rgba(20,24,28,.24);padding:0}
.spcw-launcher:hover{background:#0062db}
.spcw-launcher:focus-visible{outline:3px solid rgba(0,114,255,.45);outline-offset:3px}
.spcw-launcher svg{width:28px;height:28px}
@media (max-width:540px){.spcw-root{right:12px;bottom:12px}.spcw-panel{width:calc(100vw - 24px);height:calc(100vh - 96px)}}
`;

const chatIcon =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6h10V8H7v2Zm0 4h7v-2H7v2Z"/></svg>';
const closeIcon =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" d="m6 6 12 12M18 6 6 18"/></svg>';

/** How long the widget page has to say it is ready before the host page hears it failed (it keeps trying). */
const readyTimeoutMs = 15_000;

declare global {
  interface Window {
    SellerChat?: SellerChatApi;
  }
}

/** Tells the host page what happened, as a window event it can listen to (the widget never throws into it). */
function announce(name: string, detail: Record<string, string>) {
  window.dispatchEvent(new CustomEvent(`seller-chat-widget:${name}`, { detail }));
}

/**
 * The launcher's rules, kept to the host page's Content-Security-Policy: a constructed style sheet (the CSSOM, which
 * no policy refuses), else a `<style>` element with the nonce the host gave this script.
 */
function addStyles(script: HTMLScriptElement) {
  if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  if (script.nonce) style.nonce = script.nonce;
  style.textContent = css;
  document.head.appendChild(style);
}

function install(script: HTMLScriptElement): SellerChatApi {
  let lang: WidgetLanguage =
    visitorLanguage({
      dataLang: script.getAttribute('data-lang'),
      pageLang: document.documentElement.lang,
      browserLangs: navigator.languages ?? [navigator.language],
    }) ?? 'id';
  const pageUrl = widgetPageUrl(script.src, lang, window.location.origin);

  addStyles(script);

  const root = document.createElement('div');
  root.className = 'spcw-root';
  root.setAttribute(marker, '');
  const panel = document.createElement('div');
  panel.className = 'spcw-panel';
  panel.id = 'spcw-panel';
  panel.hidden = true;
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'spcw-launcher';
  launcher.setAttribute('aria-controls', panel.id);
  root.append(panel, launcher);
  document.body.appendChild(root);

  let frame: HTMLIFrameElement | null = null;
  let ready = false;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  // Commands given before the widget page is ready go once it is.
  let waiting: HostCommand[] = [];

  const render = (open: boolean) => {
    const t = texts[lang];
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', open ? t.close : t.open);
    launcher.title = open ? t.close : t.open;
    launcher.innerHTML = open ? closeIcon : chatIcon;
    if (frame) frame.title = t.frameTitle;
  };
  render(false);

  const post = (command: HostCommand) => {
    if (!ready || !frame?.contentWindow) waiting.push(command);
    else frame.contentWindow.postMessage(command, pageUrl.origin);
  };

  // The widget page (and its session call) loads only when someone goes to open the chat: from the pointer's press
  // (a finger's touch comes ~100 ms before its click), else at the open itself (the keyboard, `SellerChat.open()`).
  const loadFrame = () => {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.src = pageUrl.href;
      frame.title = texts[lang].frameTitle;
      frame.setAttribute('loading', 'eager');
      panel.appendChild(frame);
      readyTimer = setTimeout(() => {
        root.setAttribute('data-error', 'timeout');
        announce('error', { name: 'timeout' });
      }, readyTimeoutMs);
    }
  };
  const open = () => {
    loadFrame();
    render(true);
  };
  const close = () => render(false);

  launcher.addEventListener('pointerdown', loadFrame);
  launcher.addEventListener('click', () => (panel.hidden ? open() : close()));
  launcher.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) close();
  });

  // Only our own iframe (its window) on the widget's origin may talk to this page.
  window.addEventListener('message', (event) => {
    if (!frame || !isFromPeer(event, { origin: pageUrl.origin, window: frame.contentWindow })) return;
    const message = widgetEventOf(event.data);
    if (!message) return;
    if (message.event === 'ready') {
      ready = true;
      clearTimeout(readyTimer);
      root.removeAttribute('data-error');
      const queued = waiting;
      waiting = [];
      queued.forEach(post);
      announce('ready', {});
    } else if (message.event === 'error') {
      // §8: the widget has no session and this page is not an internal domain.
      root.setAttribute('data-error', message.name);
      announce('error', { name: message.name });
    } else {
      announce('room-opened', { customerId: message.customerId });
    }
  });

  return {
    open,
    close,
    openRoom(customerId) {
      open();
      post({ ns: widgetNamespace, type: 'open-room', customerId: String(customerId) });
    },
    setLanguage(next) {
      const known = widgetLanguageOf(next);
      if (!known) return;
      lang = known;
      render(!panel.hidden);
      post({ ns: widgetNamespace, type: 'set-language', lang: known });
    },
  };
}

/** The page keeps working whatever happens here: a failure is reported as an event, never thrown into the page. */
function safely<T extends unknown[]>(action: (...args: T) => void): (...args: T) => void {
  return (...args) => {
    try {
      action(...args);
    } catch (error) {
      announce('error', { name: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement && current.src && !window.SellerChat) {
  let api: SellerChatApi | null = null;
  // Calls made before <body> exists (an async script may run first) wait for it.
  const pending: ((api: SellerChatApi) => void)[] = [];
  const run = safely(() => {
    if (document.querySelector(`[${marker}]`)) return;
    api = install(current);
    pending.splice(0).forEach((call) => call(api as SellerChatApi));
  });
  const call = (use: (api: SellerChatApi) => void) => (): void => {
    if (api) use(api);
    else pending.push(use);
  };
  window.SellerChat = {
    open: safely(call((a) => a.open())),
    close: safely(call((a) => a.close())),
    openRoom: safely((customerId: string) => call((a) => a.openRoom(customerId))()),
    setLanguage: safely((lang: WidgetLanguage) => call((a) => a.setLanguage(lang))()),
  };
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}
