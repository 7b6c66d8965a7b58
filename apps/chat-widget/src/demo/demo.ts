// The demo host page: its texts in its language, the embed code, and the widget's messages. Its texts are files of
// their own and it shares no chunk with the widget's page, so the widget's first open downloads none of it.
import { demo as en } from '../i18n/demo/en.json';
import { demo as id } from '../i18n/demo/id.json';

// The page's own language (its <html lang>, English when it says so): importing the loader's rule would put it in a
// chunk this page shares with the widget's, one more request on the widget's first open.
const lang = /^en\b/i.test(document.documentElement.lang) ? 'en' : 'id';
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
