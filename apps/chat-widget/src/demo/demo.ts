// The demo host page: its texts in the visitor's language, the embed code, and the widget's messages. Its texts are
// files of their own, so the widget's page, which shares a chunk with this one, never downloads them.
import { demo as en } from '../i18n/demo/en.json';
import { demo as id } from '../i18n/demo/id.json';
import { visitorLanguage } from '../loader/widget-url';

const lang = visitorLanguage({ pageLang: document.documentElement.lang }) ?? 'id';
const texts: Record<string, string> = lang === 'en' ? en : id;
document.documentElement.lang = lang;
document.title = texts.title;

for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
  element.textContent = texts[element.dataset.text ?? ''] ?? '';
}

const loaderUrl = new URL('loader.js', new URL(import.meta.env.BASE_URL, location.origin)).href;
const code = document.getElementById('embed-code');
if (code) code.textContent = `<script src="${loaderUrl}" async></script>`;

const output = document.getElementById('last-message');
if (output) output.textContent = texts.noMessage;
window.addEventListener('seller-chat-widget:error', (event) => {
  if (output) output.textContent = JSON.stringify({ event: 'error', ...(event as CustomEvent<{ name: string }>).detail });
});
