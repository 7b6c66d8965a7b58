import { useApiClient } from '@seller-portal/api-client';
import {
  paletteWordsMatch,
  palettesFor,
  useIsServed,
  useMountedFeatures,
  useNavigationHelper,
  type FeaturePalette,
  type PaletteAction,
  type PaletteActionRequest,
  type PaletteActionsProps,
} from '@seller-portal/app-runtime';
import type { Session } from '@seller-portal/contracts/core';
import { searchCallRef, searchLimits, type SearchHit } from '@seller-portal/contracts/search';
import { Button, useToast, VisuallyHidden } from '@seller-portal/ui';
import { Sheet, SheetClose, SheetTitle } from '@seller-portal/ui/overlays';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { flattenMenus, searchMenus } from '../lib/menu-search';
import { byUse, paletteOptions, placeOf, readRecent, readUses, rememberRecent, rememberUse, type PaletteOption } from '../lib/palette';
import { CloseIcon, SearchIcon } from './icons';
import { menuLabel } from './menu-label';
import { useShownMenus } from './shown-menus';
import styles from './UniversalSearch.module.css';

// The server is asked once the typing pauses.
const typingPauseMs = 150;
/** The palette's searches (an action changes what they found: an accepted order is no longer NEW). */
const paletteSearchKey = ['palette', 'search'] as const;

const featureParts = new WeakMap<FeaturePalette, ComponentType<PaletteActionsProps>>();
/** A feature's palette part as a lazy component, one per manifest entry. */
function partOf(palette: FeaturePalette): ComponentType<PaletteActionsProps> {
  let Part = featureParts.get(palette);
  if (!Part) {
    Part = lazy(palette.load);
    featureParts.set(palette, Part);
  }
  return Part;
}

/**
 * The command palette (Ctrl+K / Cmd+K, and the header's search): one box that finds, as it is typed, the session's
 * menus (at once, in the browser) and what the server's search finds for the session (orders, products, chats,
 * articles, each already limited to what the session may open), recent choices first while it is empty. The WAI-ARIA
 * combobox pattern: the field owns a list box, ↑/↓ move the active option, Enter opens it, Escape closes.
 * A chunk of its own, loaded on the first open.
 */
export default function CommandPalette({
  session,
  open,
  onOpenChange,
  accountPages = true,
}: {
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the app has the account's pages (the password's): the portal has, the console not. */
  accountPages?: boolean;
}) {
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
    queryKey: [...paletteSearchKey, { words, language }],
    queryFn: ({ signal }) => client.call(searchCallRef, { query: { q: words, language }, signal }),
    enabled: open && searchable,
    staleTime: 15_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const serverHits: SearchHit[] = useMemo(() => (searchable && words === trimmed ? (found.data?.hits ?? []) : []), [searchable, words, trimmed, found.data]);

  // Actions: each mounted feature the session opens offers its own (its part checks the codes of its calls), the
  // shell offers switching the store; the most used kinds first.
  const features = useMountedFeatures();
  const parts = useMemo(() => (features ? palettesFor(features, session) : []), [features, session]);
  const [featureActions, setFeatureActions] = useState<Record<string, readonly PaletteAction[]>>({});
  const reporters = useMemo(
    () =>
      Object.fromEntries(
        parts.map(({ name }) => [
          name,
          (actions: readonly PaletteAction[]) => setFeatureActions((all) => (all[name] === actions ? all : { ...all, [name]: actions })),
        ]),
      ),
    [parts],
  );
  const actionRequest: PaletteActionRequest = useMemo(() => ({ query: trimmed, hits: serverHits, session }), [trimmed, serverHits, session]);
  const uses = useMemo(() => (open ? readUses(scope) : {}), [open, scope]);
  const switchStore: PaletteAction[] =
    session.switchableMode && paletteWordsMatch([t('palette.switchStore'), t('palette.switchWords')], trimmed)
      ? [
          {
            key: 'shell.switch-store',
            name: 'shell.switch-store',
            title: t('palette.switchStore'),
            detail: t('palette.switchDetail'),
            run: () => Promise.resolve({ ok: true, message: t('palette.switching'), path: '/switch-session' }),
          },
        ]
      : [];
  // Settings pages no session menu lists (the store's settings are menus): offered when their words are typed.
  const settings: PaletteOption[] = [
    { kind: 'setting' as const, title: t('palette.setting.password'), detail: t('palette.setting.account'), path: '/change-password' },
    { kind: 'setting' as const, title: t('palette.setting.notifications'), detail: t('palette.setting.account'), path: '/settings/notification' },
  ].filter((row) => (row.path === '/change-password' ? accountPages : served(row.path)) && paletteWordsMatch([row.title, t('palette.setting.words')], trimmed));
  const actions = trimmed === '' ? [] : byUse([...parts.flatMap(({ name }) => featureActions[name] ?? []), ...switchStore], uses);
  const learningSearch = `/learning/search?${new URLSearchParams({ q: trimmed })}`;
  const options: PaletteOption[] =
    trimmed === ''
      ? recent
      : paletteOptions({
          menus: searchMenus(allMenus, trimmed),
          hits: serverHits.filter((hit) => served(hit.path)),
          actions,
          settings,
          learningSearch: served(learningSearch) ? { path: learningSearch, title: t('search.inLearning', { query: trimmed }) } : null,
        });
  const current = Math.min(active, Math.max(options.length - 1, 0));
  // The active option stays in view as ↑/↓ move it through a list longer than a phone's screen.
  const currentId = options.length ? `${listId}-option-${current}` : null;
  useEffect(() => {
    // Optional: a page without layout (jsdom) has no scrolling to do.
    if (currentId) document.getElementById(currentId)?.scrollIntoView?.({ block: 'nearest' });
  }, [currentId]);
  useEffect(() => setActive(0), [trimmed]);

  // An action that asks one more thing (a tracking number) shows its field in place of the list until it runs.
  const toast = useToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<PaletteAction | null>(null);
  const [answer, setAnswer] = useState('');
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const askInput = useRef<HTMLInputElement>(null);
  const askChoices = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // The field, or the chosen answer among several (arrows choose another, Enter runs).
    if (asking) (askInput.current ?? askChoices.current?.querySelector<HTMLInputElement>('input:checked'))?.focus();
  }, [asking]);
  useEffect(() => {
    // What an earlier search found may have changed meanwhile (an order accepted on its page): asked again.
    if (open) {
      void queryClient.invalidateQueries({ queryKey: paletteSearchKey });
      return;
    }
    setAsking(null);
    setRefusal(null);
  }, [open, queryClient]);
  useEffect(() => setRefusal(null), [trimmed]);
  const backToList = useCallback(() => {
    setAsking(null);
    setRefusal(null);
    input.current?.focus();
  }, []);

  const run = async (action: PaletteAction, given?: string) => {
    if (running) return;
    setRunning(true);
    setRefusal(null);
    const outcome = await action.run(given);
    setRunning(false);
    // Done or refused (someone else moved it), what the search found may have changed: it is asked again.
    void queryClient.invalidateQueries({ queryKey: paletteSearchKey });
    if (!outcome.ok) {
      // Said in the palette (its alert is read out) and kept open, so the seller can correct and try again.
      setRefusal(outcome.message);
      return;
    }
    rememberUse(scope, action.name);
    toast.show({ type: 'success', message: outcome.message });
    onOpenChange(false);
    if (outcome.path) navigation.navigateTo(outcome.path);
  };
  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    if (option.action) {
      if (option.action.ask) {
        setAsking(option.action);
        setAnswer(option.action.ask.initial ?? option.action.ask.choices?.[0]?.value ?? '');
        setRefusal(null);
      } else void run(option.action);
      return;
    }
    rememberRecent(scope, option);
    onOpenChange(false);
    navigation.navigateTo(option.path);
  };
  const submitAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (asking) void run(asking, answer);
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
    trimmed === '' || asking
      ? ''
      : running
        ? t('palette.running')
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
          ref={input}
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
          aria-expanded={!asking && options.length > 0}
          aria-controls={asking ? undefined : listId}
          aria-activedescendant={!asking && options.length ? optionId(current) : undefined}
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
      {open &&
        trimmed !== '' &&
        parts.map(({ name, palette }) => {
          const Part = partOf(palette);
          return (
            <Suspense key={name} fallback={null}>
              <Part request={actionRequest} onActions={reporters[name]} />
            </Suspense>
          );
        })}
      {asking ? (
        <form className={styles.ask} onSubmit={submitAnswer}>
          <p className={styles.askTitle}>{asking.title}</p>
          {asking.ask?.choices ? (
            <fieldset
              ref={askChoices}
              className={styles.choices}
              aria-describedby={refusal ? `${listId}-refusal` : undefined}
              onKeyDown={(event) => {
                // Enter on the chosen answer runs the action, as in the field of a typed answer.
                if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }}
            >
              <legend className={styles.askLabel}>{asking.ask.label}</legend>
              {asking.ask.choices.length === 0 && <p className={styles.hint}>{asking.ask.empty}</p>}
              {asking.ask.choices.map((choice) => (
                <label key={choice.value} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${listId}-choice`}
                    value={choice.value}
                    checked={answer === choice.value}
                    onChange={() => setAnswer(choice.value)}
                  />
                  <span className={styles.hitText}>
                    <span className={styles.hitLabel}>{choice.label}</span>
                    {choice.detail && <span className={styles.choiceDetail}>{choice.detail}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <>
              <label className={styles.askLabel} htmlFor={`${listId}-answer`}>
                {asking.ask?.label}
              </label>
              <input
                id={`${listId}-answer`}
                className={styles.askInput}
                value={answer}
                ref={askInput}
                onChange={(event) => setAnswer(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                aria-invalid={refusal ? true : undefined}
                aria-describedby={refusal ? `${listId}-refusal` : undefined}
              />
            </>
          )}
          {refusal && (
            <p id={`${listId}-refusal`} role="alert" className={styles.refusal}>
              {refusal}
            </p>
          )}
          <div className={styles.askButtons}>
            <Button type="button" variant="secondary" onClick={backToList}>
              {t('palette.back')}
            </Button>
            <Button type="submit" loading={running} disabled={asking.ask?.choices?.length === 0}>
              {t('palette.run')}
            </Button>
          </div>
        </form>
      ) : (
        // Focusable so a keyboard can scroll a long list on a phone (the field keeps ↑/↓ and Enter).
        <div className={styles.results} role="region" tabIndex={0} aria-label={t('palette.resultsRegion')}>
          {trimmed === '' && <p className={styles.hint}>{t(recent.length ? 'palette.recent' : 'palette.hint')}</p>}
          <ul
            id={listId}
            className={styles.list}
            role="listbox"
            aria-label={t(trimmed === '' ? 'palette.recent' : 'palette.results', { count: options.length })}
          >
            {options.map((option, index) => (
              <li
                key={`${option.kind}:${placeOf(option)}`}
                aria-disabled={option.action && running ? true : undefined}
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
          {refusal && (
            <p role="alert" className={styles.refusal}>
              {refusal}
            </p>
          )}
          <VisuallyHidden as="p" role="status">
            {status}
          </VisuallyHidden>
        </div>
      )}
    </Sheet>
  );
}
