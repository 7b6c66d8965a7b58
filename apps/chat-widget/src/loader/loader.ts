// The embed script: `<script src="https://<portal>/chat-widget/loader.js" async></script>` on any page
// adds a launcher button and, on first open, an iframe with the widget page from the script's origin.
import { loader as en } from '../i18n/en.json';
import { loader as id } from '../i18n/id.json';
import { isWidgetErrorMessage, visitorLanguage, widgetPageUrl } from './widget-url';

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

function install(script: HTMLScriptElement): void {
  if (document.querySelector(`[${marker}]`)) return;
  const lang =
    visitorLanguage({
      dataLang: script.getAttribute('data-lang'),
      pageLang: document.documentElement.lang,
      browserLangs: navigator.languages ?? [navigator.language],
    }) ?? 'id';
  const t = texts[lang];
  const pageUrl = widgetPageUrl(script.src, lang);

  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);

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
  const render = (open: boolean) => {
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', open ? t.close : t.open);
    launcher.title = open ? t.close : t.open;
    launcher.innerHTML = open ? closeIcon : chatIcon;
  };
  render(false);

  launcher.addEventListener('click', () => {
    const open = Boolean(panel.hidden);
    // The widget page (and its session call) loads only when someone opens the chat.
    if (open && !frame) {
      frame = document.createElement('iframe');
      frame.title = t.frameTitle;
      frame.src = pageUrl.href;
      panel.appendChild(frame);
    }
    render(open);
  });
  launcher.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) render(false);
  });

  // §8: only the widget page (same origin as this script, our own iframe) may report its state.
  window.addEventListener('message', (event) => {
    if (event.origin !== pageUrl.origin || !frame || event.source !== frame.contentWindow) return;
    if (!isWidgetErrorMessage(event.data)) return;
    root.setAttribute('data-error', event.data.name);
    window.dispatchEvent(new CustomEvent('seller-chat-widget:error', { detail: { name: event.data.name } }));
  });
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement && current.src) {
  const run = () => install(current);
  // An async script may run before <body> exists.
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}
