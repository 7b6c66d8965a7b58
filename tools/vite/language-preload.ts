import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { workspaceRoot } from './workspace-aliases.ts';

export interface LanguagePreloadOptions {
  /** Per language, the source file of the texts the app downloads first (relative to the workspace root). */
  texts?: Readonly<Record<string, string>>;
  /** The language when nothing on the page chooses one. */
  defaultLanguage?: string;
}

/** The shared texts `loadI18n` (libs/i18n) downloads before an app's first render; §5 Indonesian by default. */
const sharedTexts: Required<LanguagePreloadOptions> = {
  texts: { id: 'libs/i18n/src/i18n/id.json', en: 'libs/i18n/src/i18n/en.json' },
  defaultLanguage: 'id',
};

/** Whether a page's entry chunk loads `target`, statically or through dynamic imports. */
function loads(bundle: Rolldown.OutputBundle, entry: string, target: string): boolean {
  const seen = new Set<string>();
  const visit = (fileName: string): boolean => {
    if (fileName === target) return true;
    if (seen.has(fileName)) return false;
    seen.add(fileName);
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && [...chunk.imports, ...chunk.dynamicImports].some(visit);
  };
  return visit(entry);
}

/**
 * The HTML's inline script: the language of the page as `detectLanguage` (libs/i18n) resolves it (§5: query
 * `lang`, cookie `Partners-Language`, local storage `NG_TRANSLATE_LANG_KEY`, where 'in' stands for Indonesian),
 * then a module preload of that language's texts. Its test and the end-to-end suite keep it in step with the app.
 *
 * A page the server answers with its text already in it (a public page, `withPublicPage` of the API's static
 * module) marks `<html data-start-after-paint>` and turns the app's module script and preloads into inert
 * elements carrying their address in `data-after-paint`. This script then asks for the texts and those files only
 * once the page has been drawn (the first frame after the document is parsed): the text shows before any of the app's
 * code is fetched, and the app starts right after. A tab that draws no frame starts at once (hidden, or hidden before
 * its first frame); a frame that never comes in a visible tab (an iframe scrolled out of view) after 2 s. A fallback of
 * half a second fired before the first frame on a busy phone, and the scripts then stood before the paint.
 */
export function languagePreloadScript(files: Readonly<Record<string, string>>, defaultLanguage: string): string {
  return `(function(){var l=null,f=${JSON.stringify(files)},d=${JSON.stringify(defaultLanguage)};try{
function p(v){if(v==null)return null;v=String(v).trim().replace(/^"(.*)"$/,"$1").toLowerCase();if(v==="in")return "id";return Object.prototype.hasOwnProperty.call(f,v)?v:null}
function s(){try{return localStorage.getItem("NG_TRANSLATE_LANG_KEY")}catch(e){return null}}
var c=(document.cookie.match(/(?:^|;\\s*)Partners-Language=([^;]*)/)||[])[1];
var q=new URLSearchParams(location.search).get("lang"),x=[q,c==null?null:decodeURIComponent(c),s()];
for(var i=0;i<x.length;i++){if(x[i]!=null&&String(x[i]).trim()!==""){l=p(x[i])||d;break}}}catch(e){}
function a(r,h){var e=document.createElement(r==="module"?"script":"link");if(r==="module"){e.type="module";e.src=h}else{e.rel=r;e.href=h}e.crossOrigin="";document.head.appendChild(e);return e}
function g(){a("modulepreload",f[l||d]);var n=document.querySelectorAll("[data-after-paint]"),m=[];
for(var i=0;i<n.length;i++){if(n[i].tagName==="SCRIPT")m.push(n[i]);else a("modulepreload",n[i].getAttribute("data-after-paint"))}
for(i=0;i<m.length;i++)a("module",m[i].getAttribute("data-after-paint"))}
var h=document.documentElement;if(!h.hasAttribute||!h.hasAttribute("data-start-after-paint")){g();return}
var k=0;function o(){if(!k){k=1;g()}}
function w(){requestAnimationFrame(function(){setTimeout(o,0)});if(document.visibilityState==="hidden"){o();return}document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")o()});setTimeout(o,2000)}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",w);else w()})();`;
}

/**
 * The first render waits for the texts of the page's language, a chunk of their own. Without a hint the browser
 * asks for it only once the entry has run: one more round trip before anything shows. This plugin writes the hint
 * into the HTML, for the language the page will choose.
 */
export function languagePreload(options: LanguagePreloadOptions = {}): Plugin {
  const { texts, defaultLanguage } = { ...sharedTexts, ...options };
  let base = '/';
  return {
    name: 'seller-portal:language-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return undefined;
        const files: Record<string, string> = {};
        for (const [language, source] of Object.entries(texts)) {
          const id = resolve(workspaceRoot, source);
          const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === id);
          if (!chunk) throw new Error(`language-preload: no chunk for ${source}`);
          files[language] = chunk.fileName;
        }
        // A page that shows no texts (the widget's demo page) gets no hint.
        if (!loads(bundle, entry.fileName, files[defaultLanguage])) return undefined;
        const urls = Object.fromEntries(Object.entries(files).map(([language, fileName]) => [language, `${base}${fileName}`]));
        return [{ tag: 'script', children: languagePreloadScript(urls, defaultLanguage), injectTo: 'head' }];
      },
    },
  };
}
