import { createHash } from 'node:crypto';
import { defaultBottomNavbarPaths, holdsAccess, listsFeature, partAccess, type FeatureDeclaration, type Session } from '@seller-portal/contracts/core';
import { escapeHtml } from '../shared/public-pages';
import { serverT, type PageLanguage } from '../../i18n/server-i18n';

/**
 * §2.8 the signed-in shell's frame, drawn by the server into a daily page's HTML for a browser holding a valid
 * session, so a phone paints the page's chrome (header, mobile balances bar, bottom navbar, the §4.11 web push prompt)
 * before any of the app's JavaScript has run. It is an overlay of its own beside #root, in the shell's places and
 * sizes (its e2e test compares it with the rendered shell): the app renders beneath it, and the frame's own style hides
 * it as soon as #root holds anything but the shell waiting for its session (`data-shell-pending` of libs/shell's
 * `ShellLayout`), so the shell takes over in place, and a page that is not the shell (sign-in, an error view) is never
 * covered. Only the pages a seller opens every day, where the layout is known from the path: the bottom navbar's.
 */
export const shellFramePaths: readonly string[] = defaultBottomNavbarPaths;

/** §2.8 the chat page on a phone has no header (libs/device-layout's rules). */
const headerlessOnPhones = new Set(['/conversations']);
const dashboardPath = '/dashboard';

/** §4.9 the apps' webviews (libs/device-layout's `detectDeviceType`): their pages are laid out by the app. */
const appUserAgent = /\bMTA[-_ /]?(?:Android|iOS)\b/i;

export interface ShellFrameInput {
  path: string;
  session: Session;
  language: PageLanguage;
  userAgent: string | undefined;
  /** The §4.9 channel cookie, when the browser has one. */
  channelCookie: string | undefined;
  /** `mode=iframe` (an embedded page: no chrome). */
  embedded: boolean;
  features: readonly FeatureDeclaration[];
  /** The config's `seller-rebranding-dashboard` (the mobile dashboard's balances bar). */
  rebrandingDashboard: string | undefined;
}

const svg = (size: number, body: string, strokeWidth = 1.8) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;

/** libs/ui's icons as the shell draws them (22 px, 1.8 stroke; the bell's 20 px, 2). */
const icons = {
  menu: svg(22, '<path d="M4 6h16M4 12h16M4 18h16"/>'),
  search: svg(22, '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>'),
  bell: svg(20, '<path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Z"/><path d="M10 21h4"/>', 2),
  promptBell: svg(22, '<path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Z"/><path d="M10 21h4"/>'),
  home: svg(22, '<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5"/>'),
  orders: svg(22, '<path d="M6 3h12l1 4H5l1-4Z"/><path d="M5 7h14v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V7Z"/><path d="M9 11a3 3 0 0 0 6 0"/>'),
  chat: svg(22, '<path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1Z"/><path d="M8 10h8M8 13h5"/>'),
  products: svg(22, '<path d="m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Z"/><path d="m4 7.5 8 4.5 8-4.5M12 12v9"/>'),
  account: svg(22, '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>'),
} as const;

const brandMark =
  '<svg width="32" height="32" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="10" fill="currentColor"/><path d="M12 16h16l-1.4 14.2a2 2 0 0 1-2 1.8H15.4a2 2 0 0 1-2-1.8L12 16Z" fill="#fff"/><path d="M16 16v-2a4 4 0 0 1 8 0v2" fill="none" stroke="#fff" stroke-width="2"/><path d="m15.5 26 3-3 2.5 2 3.5-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** libs/ui's `initialsOf`: up to two initials, from the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The frame's style: the shell's sizes and the design tokens of the document's inline stylesheet. Phones (≤ 768 px)
 * get the whole chrome; tablets the 56 px header; desktops the header's 177 px with its mark, as the shell's own
 * placeholder draws while the session loads; every viewport the web push prompt, where the browser will show it. Below
 * 400 px the brand's name gives its room to the bell, as the shell's bar does. Hidden once #root holds more than a shell
 * waiting for its session.
 */
const frameStyle = `#shell-frame{position:fixed;inset:0;z-index:calc(var(--sp-z-header) + 1);background:var(--sp-color-background);overflow:hidden}
body:has(#root>*):not(:has([data-shell-pending])) #shell-frame{display:none}
#shell-frame .sf-header{box-sizing:border-box;height:56px;background:var(--sp-color-surface);border-bottom:1px solid var(--sp-color-border)}
#shell-frame .sf-inner{box-sizing:border-box;display:flex;align-items:center;gap:var(--sp-space-2);max-width:var(--sp-container-max-width);height:100%;margin:0 auto;padding:0 var(--sp-space-4)}
#shell-frame .sf-icon{display:flex;align-items:center;justify-content:center;flex:none;width:44px;height:44px;color:var(--sp-color-text)}
#shell-frame .sf-menu{margin-left:-8px}
#shell-frame .sf-brand{display:flex;align-items:center;gap:var(--sp-space-2);flex:none;font-size:18px;line-height:27px;font-weight:700}
#shell-frame .sf-brand svg{color:var(--sp-color-primary);flex:none}
#shell-frame .sf-end{display:flex;align-items:center;gap:var(--sp-space-3);margin-left:auto}
#shell-frame .sf-avatar{display:flex;align-items:center;justify-content:center;flex:none;width:28px;height:28px;border-radius:50%;background:var(--sp-color-primary-subtle);color:var(--sp-color-primary-text);font-size:12px;line-height:18px;font-weight:600}
#shell-frame .sf-balances{height:64px;background:var(--sp-color-primary)}
#shell-frame .sf-nav{position:absolute;left:0;right:0;bottom:0;display:flex;background:var(--sp-color-surface);border-top:1px solid var(--sp-color-border);box-shadow:0 -2px 8px rgba(20,24,28,.06);padding-bottom:env(safe-area-inset-bottom)}
#shell-frame .sf-item{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;height:56px;color:var(--sp-color-text-muted);font-size:var(--sp-font-size-xs);font-weight:var(--sp-font-weight-medium)}
#shell-frame .sf-item[data-active]{color:var(--sp-color-primary-text)}
#shell-frame .sf-prompt{position:absolute;right:var(--sp-space-4);bottom:var(--sp-space-4);left:var(--sp-space-4);display:none;gap:var(--sp-space-3);max-width:400px;margin-left:auto;padding:var(--sp-space-4);background:var(--sp-color-surface);border:1px solid var(--sp-color-border);border-radius:var(--sp-radius-lg);box-shadow:var(--sp-shadow-lg)}
#shell-frame[data-web-push] .sf-prompt{display:flex}
#shell-frame .sf-badge{display:flex;align-items:center;justify-content:center;flex:none;width:40px;height:40px;border-radius:var(--sp-radius-pill);background:var(--sp-color-primary-subtle);color:var(--sp-color-primary-text)}
#shell-frame .sf-body{min-width:0}
#shell-frame .sf-title{margin:0 0 var(--sp-space-1);font-size:var(--sp-font-size-md);line-height:20px;font-weight:var(--sp-font-weight-semibold)}
#shell-frame .sf-text{margin:0 0 var(--sp-space-3);font-size:var(--sp-font-size-sm);line-height:21px;color:var(--sp-color-text-muted)}
#shell-frame .sf-actions{display:flex;gap:var(--sp-space-2)}
#shell-frame .sf-button{display:flex;align-items:center;height:32px;box-sizing:border-box;padding:0 12px;border:1px solid transparent;border-radius:8px;font-size:var(--sp-font-size-sm);line-height:17.5px;font-weight:var(--sp-font-weight-semibold);color:var(--sp-color-primary-text)}
#shell-frame .sf-primary{background:var(--sp-color-primary);color:#fff}
#shell-frame .sf-mark{display:none}
@media (max-width:399px){#shell-frame .sf-brand>span{display:none}}
@media (min-width:769px){#shell-frame .sf-nav,#shell-frame .sf-balances{display:none}}
@media (max-width:768px){#shell-frame .sf-header[data-phone-only]{display:none}#shell-frame .sf-raised{bottom:calc(56px + var(--sp-space-3) + env(safe-area-inset-bottom))}}
@media (min-width:960px){#shell-frame .sf-header{height:177px}#shell-frame .sf-compact{display:none}#shell-frame .sf-mark{display:flex;padding:0 var(--sp-space-6)}}`;

/**
 * §4.11 the prompt's own test (app-runtime's `shouldPromptWebPush`) on what only the browser knows: the notification
 * permission still 'default', not answered in the last 30 days (`webPushPromptedAt` in local storage), the page not
 * inside a frame. Run as the frame is parsed, so the prompt is in the first paint when the shell will show it.
 */
export const shellFrameScript = `(function(){try{var f=document.getElementById("shell-frame");if(!f||typeof Notification==="undefined"||Notification.permission!=="default"||window.self!==window.top)return;var r=null;try{r=localStorage.getItem("webPushPromptedAt")}catch(e){}var n=r?Number(r):null;if(n===null||!isFinite(n)||Date.now()-n>=2592e6)f.setAttribute("data-web-push","")}catch(e){}})();`;

/** The policy's source for `shellFrameScript`. */
export const shellFrameScriptHash = `'sha256-${createHash('sha256').update(shellFrameScript, 'utf8').digest('base64')}'`;

/** Whether the server draws the frame for this page: a daily page, on the web, not embedded. */
export function drawsShellFrame(input: Pick<ShellFrameInput, 'path' | 'session' | 'userAgent' | 'channelCookie' | 'embedded'>): boolean {
  if (!shellFramePaths.includes(normalizePath(input.path)) || input.embedded || !input.session.mode) return false;
  if (appUserAgent.test(input.userAgent ?? '')) return false;
  return (parseChannel(input.session.customFields.channelId) ?? parseChannel(input.channelCookie) ?? 'Web') === 'Web';
}

/** libs/device-layout's reading of a channel value. */
function parseChannel(value: string | null | undefined): 'App' | 'Web' | null {
  const normalized = value?.trim().toLowerCase();
  return normalized === 'app' ? 'App' : normalized === 'web' ? 'Web' : null;
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The frame's markup (style, overlay, prompt script), or null where the server draws none. */
export function shellFrameHtml(input: ShellFrameInput): string | null {
  if (!drawsShellFrame(input)) return null;
  const { session, language } = input;
  const t = serverT(language);
  const path = normalizePath(input.path);
  const store = session.mode?.type === 'STORE';
  // The portal's features, as its shell mounts them (`bottomNavbarItemsOf`, the header slots).
  const features = input.features.filter((feature) => feature.apps.includes('portal') && listsFeature(session, feature));
  const bell = features.some((feature) => feature.name === 'notifications' && holdsAccess(session, feature.access));
  const name = session.customFields.storeName || session.customFields.displayName || session.username;
  const text = (key: string) => escapeHtml(t(`shellFrame.${key}`));

  const compactHeader =
    `<div class="sf-inner sf-compact"><span class="sf-icon sf-menu">${icons.menu}</span>` +
    `<span class="sf-brand">${brandMark}<span>${text('appName')}</span></span>` +
    `<span class="sf-end"><span class="sf-icon">${icons.search}</span>${bell ? `<span class="sf-icon">${icons.bell}</span>` : ''}` +
    `<span class="sf-avatar">${escapeHtml(initialsOf(name) || '?')}</span></span></div>`;
  const desktopMark = `<div class="sf-inner sf-mark"><span class="sf-brand">${brandMark}</span></div>`;
  // On a phone the chat page has no header; from a tablet up it has the shell's.
  const header = `<div class="sf-header"${headerlessOnPhones.has(path) ? ' data-phone-only' : ''}>${compactHeader}${desktopMark}</div>`;

  const balances = store && path === dashboardPath && input.rebrandingDashboard === 'true' ? '<div class="sf-balances"></div>' : '';

  const items = store
    ? features
        .flatMap((feature) => (feature.bottomNav ?? []).filter((item) => holdsAccess(session, partAccess(feature.access, item.access))))
        .sort((a, b) => a.position - b.position)
    : [];
  const nav = store
    ? `<div class="sf-nav">${items
        .map((item) => `<span class="sf-item"${item.to === path ? ' data-active' : ''}>${icons[item.icon]}<span>${text(`bottomNav.${item.key}`)}</span></span>`)
        .join('')}<span class="sf-item">${icons.account}<span>${text('bottomNav.account')}</span></span></div>`
    : '';

  const prompt = store
    ? `<div class="sf-prompt${nav ? ' sf-raised' : ''}"><span class="sf-badge">${icons.promptBell}</span><div class="sf-body">` +
      `<p class="sf-title">${text('webPush.title')}</p><p class="sf-text">${text('webPush.text')}</p>` +
      `<div class="sf-actions"><span class="sf-button sf-primary">${text('webPush.allow')}</span><span class="sf-button">${text('webPush.later')}</span></div></div></div>`
    : '';

  return (
    // Its style inside it: the page keeps no rule of the frame once the shell has removed it.
    `<div id="shell-frame" aria-busy="true"><style>${frameStyle}</style>${header}${balances}${nav}${prompt}</div>` +
    (prompt ? `<script>${shellFrameScript}</script>` : '')
  );
}

/** The document with the frame before its #root (the app renders into #root beneath it). */
export function withShellFrame(html: string, frame: string): string {
  return html.replace(/<div id="root">/, (root) => `${frame}${root}`);
}
