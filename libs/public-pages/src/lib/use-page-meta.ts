import { useEffect } from 'react';

/** The page's title and its description for search engines, set while it shows; the previous ones come back after. */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    document.title = title;
    meta.content = description ?? '';
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}

/** The page's language as the CMS knows it. */
export function cmsLanguageOf(language: string | undefined): 'id' | 'en' {
  return language?.startsWith('en') ? 'en' : 'id';
}
