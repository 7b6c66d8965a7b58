import { useApiClient } from '@seller-portal/api-client';
import { cmsPageCodes, type CmsSection } from '@seller-portal/contracts/education';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { cmsContentQuery } from '../api/cms';
import { CmsPageView } from '../components/CmsPageView';
import { FaqList, questionAnchor } from '../components/FaqList';
import { Sections } from '../components/Sections';
import { usePublicPagesTranslation } from '../i18n/resources';
import { matchingQuestions } from '../lib/faq-search';
import { cmsLanguageOf } from '../lib/cms-language';
import styles from '../components/public-pages.module.css';

type Faq = Extract<CmsSection, { kind: 'FAQ' }>;

/**
 * `/bantuan`, seller help: the questions of the help page in their groups, searched as the visitor types (`?q=` keeps
 * the search in the address), each with its own anchor (`#q-…` opens it) so a question can be linked to.
 */
export function HelpPage() {
  const { i18n } = usePublicPagesTranslation();
  const client = useApiClient();
  const query = useQuery(cmsContentQuery(client, cmsPageCodes.help, cmsLanguageOf(i18n.resolvedLanguage)));
  return (
    <CmsPageView query={query}>
      {(page) => {
        const faq = page.sections.find((section): section is Faq => section.kind === 'FAQ');
        const hero = page.sections[0]?.kind === 'HERO' ? [page.sections[0]] : [];
        const rest = page.sections.filter((section) => section !== faq && section !== hero[0]);
        return (
          <>
            {hero.length > 0 && <Sections title={page.title} sections={hero} />}
            {faq && <HelpQuestions faq={faq} headed={hero.length === 0} title={page.title} />}
            {rest.length > 0 && <Sections title={page.title} sections={rest} head={false} />}
          </>
        );
      }}
    </CmsPageView>
  );
}

function HelpQuestions({ faq, headed, title }: { faq: Faq; headed: boolean; title: string }) {
  const { t } = usePublicPagesTranslation();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const inputId = useId();
  const found = useMemo(() => matchingQuestions(faq.items, search), [faq.items, search]);
  const groups = [...new Set(faq.items.map((item) => item.group))];
  const open = hash.startsWith('#q-') ? decodeURIComponent(hash.slice(1)) : undefined;

  // A linked question is brought into view once it is on the page.
  useEffect(() => {
    if (open) document.getElementById(open)?.scrollIntoView({ block: 'start' });
  }, [open]);

  const change = (value: string) => {
    setSearch(value);
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <section className={styles.band} aria-labelledby="help-questions">
      <div className={styles.inner}>
        {headed && <h1 className={styles.pageTitle}>{title}</h1>}
        <h2 id="help-questions" className={styles.heading}>
          {faq.heading}
        </h2>
        <div className={styles.searchBox} role="search">
          <label htmlFor={inputId} className={styles.searchLabel}>
            {t('help.searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.searchInput}
            value={search}
            placeholder={t('help.searchPlaceholder')}
            onChange={(event) => change(event.target.value)}
            autoComplete="off"
          />
        </div>
        <p className={styles.searchCount} role="status" aria-live="polite">
          {search.trim() ? t('help.found', { count: found.length }) : t('help.all', { count: faq.items.length })}
        </p>
        {!search.trim() && (
          <nav className={styles.topics} aria-label={t('help.topics')}>
            {groups.map((group) => (
              <a key={group} className={styles.topic} href={`#${questionAnchor(group).replace(/^q-/, 'g-')}`}>
                {group}
              </a>
            ))}
          </nav>
        )}
        {found.length > 0 ? (
          <FaqList items={found} open={search.trim() ? undefined : open} groupAnchors />
        ) : (
          <div className={styles.noResults}>
            <p>{t('help.none', { search: search.trim() })}</p>
          </div>
        )}
      </div>
    </section>
  );
}
