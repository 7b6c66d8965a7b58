/** The page's language as the CMS knows it. */
export function cmsLanguageOf(language: string | undefined): 'id' | 'en' {
  return language?.startsWith('en') ? 'en' : 'id';
}
