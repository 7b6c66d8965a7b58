import { useApiClient } from '@seller-portal/api-client';
import { useIsServed, useNavigationHelper } from '@seller-portal/app-runtime';
import type { Session } from '@seller-portal/contracts/core';
import { searchCallRef, searchLimits, type SearchHit } from '@seller-portal/contracts/search';
import { VisuallyHidden } from '@seller-portal/ui';
import { Sheet, SheetClose, SheetTitle } from '@seller-portal/ui/overlays';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { flattenMenus, searchMenus } from '../lib/menu-search';
import { paletteOptions, rememberRecent, readRecent, type PaletteOption } from '../lib/palette';
import { CloseIcon, SearchIcon } from './icons';
import { menuLabel } from './menu-label';
import { useShownMenus } from './shown-menus';
import styles from './UniversalSearch.module.css';

// The server is asked once the typing pauses.
const typingPauseMs = 150;

/**
 * The command palette (Ctrl+K / Cmd+K, and the header's search): one box that finds, as it is typed, the session's
 * menus (at once, in the browser) and what the server's search finds for the session (orders, products, chats,
 * articles, each already limited to what the session may open), recent choices first while it is empty. The WAI-ARIA
 * combobox pattern: the field owns a list box, ↑/↓ move the active option, Enter opens it, Escape closes.
 * A chunk of its own, loaded on the first open.
 */
export default function CommandPalette({ session, open, onOpenChange }: { session: Session; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useShellTranslation();
  const client = useApiClient();
  const navigation = useNavigationHelper();
  const served = useIsServed(session);
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const listId = useId();
  const [query, setQuery] = useState('');
  const [words, setWords] = useState('');
  const [active, setActive] = useState(0);
  const scope = `${session.username}|${session.mode?.code ?? ''}`;
  // Read on every open: a choice made in another tab shows next time.
  const recent = useMemo(() => (open ? readRecent(scope) : []), [open, scope]);

  useEffect(() => {
    const timer = window.setTimeout(() => setWords(query.trim()), typingPauseMs);
    return () => window.clearTimeout(timer);
  }, [query]);
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  const menus = useShownMenus(session);
  const allMenus = useMemo(() => flattenMenus(menus, (menu) => menuLabel(t, menu)), [menus, t]);
  const trimmed = query.trim();
  const searchable = /[\p{L}\p{N}]/u.test(words);
  const found = useQuery({
    queryKey: ['palette', 'search', { words, language }],
    queryFn: ({ signal }) => client.call(searchCallRef, { query: { q: words, language }, signal }),
    enabled: open && searchable,
    staleTime: 15_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const serverHits: SearchHit[] = searchable && words === trimmed ? (found.data?.hits ?? []) : [];
  const learningSearch = `/learning/search?${new URLSearchParams({ q: trimmed })}`;
  const options: PaletteOption[] =
    trimmed === ''
      ? recent
      : paletteOptions({
          menus: searchMenus(allMenus, trimmed),
          hits: serverHits.filter((hit) => served(hit.path)),
          learningSearch: served(learningSearch) ? { path: learningSearch, title: t('search.inLearning', { query: trimmed }) } : null,
        });
  const current = Math.min(active, Math.max(options.length - 1, 0));
  useEffect(() => setActive(0), [trimmed]);

  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    rememberRecent(scope, option);
    onOpenChange(false);
    navigation.navigateTo(option.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) setActive((current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[current]);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;
  const searching = searchable && (found.isFetching || words !== trimmed);
  const status =
    trimmed === ''
      ? ''
      : searching
        ? t('palette.searching')
        : options.length
          ? t('palette.results', { count: options.length })
          : t('palette.nothing', { query: trimmed });

  return (
    <Sheet open={open} onOpenChange={onOpenChange} overlayClassName={styles.overlay} className={styles.panel}>
      <VisuallyHidden as={SheetTitle}>{t('search.label')}</VisuallyHidden>
      <div className={styles.bar} role="search">
        <SearchIcon className={styles.icon} />
        <input
          className={styles.input}
          type="text"
          role="combobox"
          value={query}
          maxLength={searchLimits.queryMaxLength}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={options.length ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <kbd className={styles.key} aria-hidden="true">
          Esc
        </kbd>
        <SheetClose className={styles.close} aria-label={t('search.close')}>
          <CloseIcon />
        </SheetClose>
      </div>
      <div className={styles.results}>
        {trimmed === '' && <p className={styles.hint}>{t(recent.length ? 'palette.recent' : 'palette.hint')}</p>}
        <ul id={listId} className={styles.list} role="listbox" aria-label={t(trimmed === '' ? 'palette.recent' : 'palette.results', { count: options.length })}>
          {options.map((option, index) => (
            <li
              key={`${option.kind}:${option.path}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={styles.hit}
              data-kind={option.kind}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              <span className={styles.hitText}>
                <span className={styles.hitLabel}>{option.title}</span>
                {option.detail && <span className={styles.hitDetail}>{option.detail}</span>}
              </span>
              <span className={styles.hitGroup}>{t(`palette.kind.${option.kind}`)}</span>
            </li>
          ))}
        </ul>
        {trimmed !== '' && !searching && options.length === 0 && <p className={styles.hint}>{t('palette.nothing', { query: trimmed })}</p>}
        {found.isError && trimmed !== '' && <p className={styles.hint}>{t('palette.failed')}</p>}
        <VisuallyHidden as="p" role="status">
          {status}
        </VisuallyHidden>
      </div>
    </Sheet>
  );
}
