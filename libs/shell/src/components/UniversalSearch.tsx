import type { Session } from '@seller-portal/contracts/core';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellTranslation } from '../i18n/resources';
import { flattenMenus, searchMenus } from '../lib/menu-search';
import { headerSearchEvent, searchOpenAtom } from '../state/shell-state';
import { CloseIcon, SearchIcon } from './icons';
import { menuLabel } from './menu-label';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import { useShownMenus } from './shown-menus';
import { VisuallyHidden } from '@seller-portal/ui';
import { Sheet, SheetClose, SheetTitle } from '@seller-portal/ui/overlays';
import styles from './UniversalSearch.module.css';

// Seller Learning's articles load with the first word typed, in a chunk of their own.
const LearningHits = lazy(() => import('./LearningHits'));

/**
 * §2.8 the universal search header: toggled by the `header-search` window event (the header's search button
 * sends it; modules may too). It finds the session's menus a mounted feature serves and, where Seller Learning is
 * served, its articles (through its search) and a way on to its search page.
 */
export function UniversalSearch({ session }: { session: Session }) {
  const { t } = useShellTranslation();
  const [open, setOpen] = useAtom(searchOpenAtom);
  // A search box, not a form on useFormState: its one value filters as it is typed, nothing is sent or checked.
  const [query, setQuery] = useState('');
  const { pathname } = useLocation();
  const listId = useId();

  useEffect(() => {
    const toggle = () => setOpen((value) => !value);
    window.addEventListener(headerSearchEvent, toggle);
    return () => window.removeEventListener(headerSearchEvent, toggle);
  }, [setOpen]);
  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  const menus = useShownMenus(session);
  const served = useIsServed(session);
  const all = useMemo(() => flattenMenus(menus, (menu) => menuLabel(t, menu)), [menus, t]);
  const learningSearch = `/learning/search?${new URLSearchParams({ q: query.trim() })}`;
  const hits = searchMenus(all, query);
  const trimmed = query.trim();
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen} overlayClassName={styles.overlay} className={styles.panel}>
      <VisuallyHidden as={SheetTitle}>{t('search.label')}</VisuallyHidden>
      <form
        className={styles.bar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const first = event.currentTarget.querySelector<HTMLAnchorElement>(`#${CSS.escape(listId)} a`);
          first?.click();
        }}
      >
        <SearchIcon className={styles.icon} />
        <input
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-controls={listId}
          autoComplete="off"
        />
        <SheetClose className={styles.close} aria-label={t('search.close')}>
          <CloseIcon />
        </SheetClose>
      </form>
      <div className={styles.results}>
        {trimmed === '' ? (
          <p className={styles.hint}>{t('search.hint')}</p>
        ) : (
          <ul id={listId} className={styles.list} aria-label={t('search.menus')}>
            {hits.map((hit) => (
              <li key={hit.code}>
                <ShellLink to={hit.url} className={styles.hit} onNavigate={close}>
                  <span className={styles.hitLabel}>{hit.label}</span>
                  {hit.group && <span className={styles.hitGroup}>{hit.group}</span>}
                </ShellLink>
              </li>
            ))}
            {hits.length === 0 && <li className={styles.hint}>{t('search.noMenus', { query: trimmed })}</li>}
            {/* Seller Learning's articles and search, once a mounted feature serves it. */}
            {served(learningSearch) && (
              <Suspense fallback={null}>
                <LearningHits query={trimmed} onNavigate={close} />
              </Suspense>
            )}
            {served(learningSearch) && (
              <li>
                <ShellLink to={learningSearch} className={styles.hit} onNavigate={close}>
                  <SearchIcon size={18} />
                  <span className={styles.hitLabel}>{t('search.inLearning', { query: trimmed })}</span>
                </ShellLink>
              </li>
            )}
          </ul>
        )}
      </div>
    </Sheet>
  );
}
