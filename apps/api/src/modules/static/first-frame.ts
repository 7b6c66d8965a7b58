import { storeNameRules } from '@seller-portal/contracts/accounts';
import en from '../../i18n/en.json' with { type: 'json' };
import id from '../../i18n/id.json' with { type: 'json' };
import { escapeHtml } from '../shared/public-pages';
import { withAppStartAfterPaint, withLanguage, withRootContent, type PublicPageLanguage } from './public-pages';

/**
 * The build's CSS modules' class names, per source file and local name (`dist/.vite/css-module-classes.json`, written
 * by tools/vite/css-module-classes.ts).
 */
export type CssModuleClasses = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The pages the server draws a first frame of, before the app's code has run. */
export const firstFramePaths = ['/sign-in', '/register'] as const;
export type FirstFramePath = (typeof firstFramePaths)[number];

/** The page of a request's path (a trailing slash too, as the app's router matches it), or null. */
export function firstFramePathOf(path: string): FirstFramePath | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (firstFramePaths as readonly string[]).includes(trimmed) ? (trimmed as FirstFramePath) : null;
}

export interface FirstFrameOptions {
  language: PublicPageLanguage;
  /**
   * §2.8 the download-app banner may show (not in the apps, not embedded, not hidden by its cookie): its place is drawn,
   * kept on a phone's width only by the frame's style, as the app's root layout keeps it.
   */
  appBanner: boolean;
  /** The sign-in page's username as the app prefills it (`?u=`). */
  username?: string;
}

/** A class the build no longer has: the frame is not drawn (the app draws the page alone, as before). */
class MissingClass extends Error {}

const texts = { id: id.firstFrame, en: en.firstFrame };

/**
 * The first frame of /sign-in or /register as the app's components draw it (`SignInPage`, `AuthLayout`, `RegisterPage`
 * of libs/auth and the fields of libs/ui): the same elements, classes and texts in the request's language, so the first
 * paint is the page's final layout and the app's first render (createRoot) replaces it without moving anything. The
 * frame is `inert` (nothing in it takes focus, a click or a key before the app runs) inside a wrapper that lays out
 * nothing, and its fields are read-only as well (a test's or an extension's typing waits for the app's fields).
 * Null when the build's classes lack one the frame needs. e2e/auth/first-frame.spec.ts compares it with the page.
 */
export function drawFirstFrame(path: FirstFramePath, classes: CssModuleClasses, options: FirstFrameOptions): string | null {
  const of =
    (file: string) =>
    (...names: string[]) =>
      names
        .map((name) => {
          const scoped = classes[file]?.[name];
          if (!scoped) throw new MissingClass(`${file}: ${name}`);
          return scoped;
        })
        .join(' ');
  try {
    const parts = frameParts(of, options.language);
    const body = path === '/sign-in' ? signInFrame(parts, options) : registerFrame(parts);
    const bannerPlace = of('apps/seller-portal/src/app/root-layout.module.css')('appBannerPlace');
    // The banner's place is the root layout's on a phone's width (libs/device-layout viewportLimits.mobileMax).
    const placeStyle = options.appBanner ? `@media (min-width:769px){[data-first-frame]>.${bannerPlace}{display:none}}` : '';
    const style = `<style>[data-first-frame]{display:contents}${placeStyle}</style>`;
    const banner = options.appBanner ? `<div class="${bannerPlace}"></div>` : '';
    return `${style}<div data-first-frame="${path.slice(1)}" inert>${banner}${body}</div>`;
  } catch (error) {
    if (error instanceof MissingClass) return null;
    throw error;
  }
}

type ClassesOf = (file: string) => (...names: string[]) => string;
type FrameParts = ReturnType<typeof frameParts>;

const brandMarkPaths =
  '<rect width="40" height="40" rx="10" fill="currentColor"></rect><path d="M12 16h16l-1.4 14.2a2 2 0 0 1-2 1.8H15.4a2 2 0 0 1-2-1.8L12 16Z" fill="#fff"></path><path d="M16 16v-2a4 4 0 0 1 8 0v2" fill="none" stroke="#fff" stroke-width="2"></path><path d="m15.5 26 3-3 2.5 2 3.5-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path>';
const eyeIcon =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"></path><circle cx="12" cy="12" r="3"></circle></svg>';
const storeIcon =
  '<svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false"><circle cx="28" cy="28" r="28" fill="var(--sp-color-primary-subtle)"></circle><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" transform="translate(16 16)"><path d="M3 9 4.5 3h15L21 9M3 9h18M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v9h14v-9M10 21v-5h4v5"></path></g></svg>';

/** libs/ui's parts as they render: the brand mark, the language switch, a text or password field, the primary button. */
function frameParts(of: ClassesOf, language: PublicPageLanguage) {
  const t = texts[language];
  const ui = (name: string) => of(`libs/ui/src/components/${name}.module.css`);
  const field = ui('field/Field');
  const textField = ui('text-field/TextField');
  const hint = ui('field-messages/FieldMessages');
  const button = ui('button/Button');
  const languageSwitch = ui('language-switch/LanguageSwitch');
  const topBar = of('libs/auth/src/components/AuthTopBar.module.css');
  let ids = 0;
  const nextId = () => `first-frame-${++ids}`;
  const attributes = (values: Record<string, string | number | undefined>) =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => ` ${key}="${escapeHtml(String(value))}"`)
      .join('');
  const brandMark = (size: number) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40" aria-hidden="true" focusable="false">${brandMarkPaths}</svg>`;
  return {
    of,
    t,
    nextId,
    brandMark,
    /** AuthTopBar's brand and language switch, in the element the page wraps them in. */
    topBar: (open: string, close: string, homeLink: boolean) => {
      const name = `${brandMark(32)}<span>${escapeHtml(t.appName)}</span>`;
      const brand = homeLink ? `<a class="${topBar('brand')}" href="/">${name}</a>` : `<span class="${topBar('brand')}">${name}</span>`;
      const group = nextId();
      const option = (value: PublicPageLanguage, label: string) =>
        `<label class="${value === language ? languageSwitch('option', 'selected') : languageSwitch('option')}" lang="${value}"><input class="${languageSwitch('input')}" type="radio" value="${value}"${value === language ? ' checked=""' : ''} name="${group}"><span>${label}</span></label>`;
      const switcher = `<fieldset class="${languageSwitch('switch', 'sm')}"><legend class="${ui('layout/Stack')('visuallyHidden')}">${escapeHtml(t.language)}</legend>${option('id', 'Bahasa Indonesia')}${option('en', 'English')}</fieldset>`;
      return `${open}${brand}${switcher}${close}`;
    },
    /** TextField (and PasswordField with its show button). */
    field: (input: Record<string, string | number | undefined>, label: string, options: { hint?: string; password?: boolean } = {}) => {
      const inputId = nextId();
      const hintId = options.hint ? `${inputId}-hint` : undefined;
      const inputClass = options.password ? textField('input', 'withEnd') : textField('input');
      const end = options.password
        ? `<div class="${textField('end')}"><button type="button" class="${ui('password-field/PasswordField')('toggle')}" aria-label="${escapeHtml(t.showPassword)}" aria-controls="${inputId}">${eyeIcon}</button></div>`
        : '';
      const own = options.password ? { autocapitalize: 'off', spellcheck: 'false' } : {};
      return (
        `<div class="${field('field')}"><label class="${field('label')}" for="${inputId}">${escapeHtml(label)}</label>` +
        `<div class="${textField('control')}"><input${attributes({ ...input, ...own, readonly: '', id: inputId, class: inputClass, 'aria-describedby': hintId, type: options.password ? 'password' : input.type, value: input.value ?? '', name: input.name })}>${end}</div>` +
        (options.hint ? `<p id="${hintId}" class="${hint('hint')}">${escapeHtml(options.hint)}</p>` : '') +
        `</div>`
      );
    },
    submit: (label: string) =>
      `<button type="submit" class="${button('button', 'primary', 'lg', 'fullWidth')}"><span class="${button('label')}">${escapeHtml(label)}</span></button>`,
  };
}

function signInFrame({ of, t: all, brandMark, topBar, field, submit }: FrameParts, options: FirstFrameOptions): string {
  const t = all.signIn;
  const page = of('libs/auth/src/components/SignInPage.module.css');
  const text = escapeHtml;
  return (
    `<div class="${page('page')}"><aside class="${page('brand')}"><div class="${page('brandInner')}">` +
    `<div class="${page('logo')}">${brandMark(44)}<span>${text(all.appName)}</span></div>` +
    `<p class="${page('brandTitle')}">${text(t.brandTitle)}</p><p class="${page('brandLead')}">${text(t.brandLead)}</p>` +
    `<ul class="${page('benefits')}">${t.benefits.map((benefit) => `<li>${text(benefit)}</li>`).join('')}</ul></div></aside>` +
    `<main class="${page('main')}">${topBar(`<div class="${page('topBar')}">`, '</div>', false)}` +
    `<div class="${page('formColumn')}"><h1 class="${page('title')}">${text(t.title)}</h1><p class="${page('subtitle')}">${text(t.subtitle)}</p>` +
    `<form class="${page('form')}" novalidate="">` +
    field({ autocomplete: 'username', autocapitalize: 'off', spellcheck: 'false', name: 'username', value: options.username }, t.username) +
    field({ autocomplete: 'current-password', name: 'password' }, t.password, { password: true }) +
    `<div class="${page('forgot')}"><a href="/forgot-password/v2">${text(t.forgotPassword)}</a></div>${submit(t.submit)}</form>` +
    `<div class="${page('alternatives')}"><p class="${page('cas')}">${text(t.casPrompt)} <a href="/sso/cas">${text(t.casLink)}</a></p></div>` +
    `</div></main></div>`
  );
}

function registerFrame({ of, t: all, topBar, field, submit, nextId }: FrameParts): string {
  const t = all.register;
  const layout = of('libs/auth/src/components/AuthLayout.module.css');
  const form = of('libs/ui/src/components/form/form.module.css');
  const text = escapeHtml;
  const agreement = nextId();
  const link = (href: string, label: string) => `<a href="${href}" target="_blank" rel="noopener" class="${form('link')}">${text(label)}</a>`;
  return (
    `<div class="${layout('page')}">${topBar(`<header class="${layout('topBar')}">`, '</header>', true)}` +
    `<main class="${layout('main')}"><div class="${layout('card', 'wide')}"><div class="${layout('icon')}">${storeIcon}</div>` +
    `<h1 class="${layout('title')}">${text(t.title)}</h1><p class="${layout('subtitle')}">${text(t.subtitle)}</p>` +
    `<form class="${form('form')}" novalidate="">` +
    field({ autocomplete: 'name', name: 'name' }, t.fullName) +
    field({ autocomplete: 'email', autocapitalize: 'off', spellcheck: 'false', type: 'email', name: 'email' }, t.email) +
    field({ inputmode: 'tel', autocomplete: 'tel', type: 'tel', name: 'tel' }, t.phoneNumber, { hint: t.phoneHint }) +
    field({ autocomplete: 'organization', maxlength: storeNameRules.maxLength + 20, 'aria-live': 'off', name: 'organization' }, t.storeName, {
      hint: t.storeHint,
    }) +
    field({ autocomplete: 'new-password', name: 'new-password' }, t.password, { hint: t.passwordHint, password: true }) +
    `<div class="${of('libs/auth/src/components/password/NewPasswordFields.module.css')('meterSlot')}"></div>` +
    field({ autocomplete: 'new-password', name: 'confirm-password' }, t.confirmPassword, { password: true }) +
    `<label class="${form('checkbox')}" for="${agreement}"><input id="${agreement}" type="checkbox" name="agreement">` +
    `<span>${text(t.agreementBefore)} ${link('/pages/seller-agreement', t.agreementLink)} ${text(t.agreementMiddle)} ${link('/pages/seller-privacy-policy', t.privacyLink)}${text(t.agreementAfter)}</span></label>` +
    `${submit(t.submit)}</form></div>` +
    `<div class="${layout('footer', 'wide')}">${text(t.haveAccount)} <a href="/sign-in">${text(t.signIn)}</a></div></main></div>`
  );
}

/** A stylesheet of the page's lazy chunks, written into the document: its address and its text. */
export interface InlinedStylesheet {
  href: string;
  css: string;
}

/**
 * The app's index.html with a page's first frame in its root element: the document in the frame's language, the
 * stylesheets the page's lazy chunks bring (`styles`) written in after the entry's, and the app's code fetched once the
 * frame is drawn (`withAppStartAfterPaint`): nothing but the document stands before the first paint, which is the
 * page's largest. Each written stylesheet is also named by a disabled `<link>`, which the browser does not fetch: the
 * chunk's loader, which adds a stylesheet's link unless the document has one, finds it there and does not download the
 * file again. The "needs JavaScript" notice stays: without it the frame is a form nobody can send.
 */
export function withFirstFrame(
  html: string,
  frame: string,
  { language, styles }: { language: PublicPageLanguage; styles: readonly InlinedStylesheet[] },
): string {
  const end = html.indexOf('</head>');
  const written = styles.map(({ href, css }) => `<style>${css}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled>`).join('');
  const withStyles = end < 0 || !styles.length ? html : html.slice(0, end) + written + html.slice(end);
  return withRootContent(withLanguage(withAppStartAfterPaint(withStyles), language), frame);
}
