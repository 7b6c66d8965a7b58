import { useApiClient } from '@seller-portal/api-client';
import { type Page, type SwitchSessionRequest } from '@seller-portal/contracts/accounts';
import { configKeys, type Session, type SessionModeType } from '@seller-portal/contracts/core';
import { broadcastRefresh } from '@seller-portal/app-runtime';
import { useAppConfig, useSession } from '@seller-portal/session-guard';
import { Button, Spinner, TextField, useToast } from '@seller-portal/ui';
import { formStyles, Notice } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { rootLanding } from '../api/root-landing';
import { userStoresQuery, userVendorsQuery, useSwitchSession } from '../api/session-switch';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useAccountTranslation } from '../i18n/account-resources';
import { AuthLayout } from './AuthLayout';
import { BuildingIcon, StoreIcon, TruckIcon } from './icons';
import { ServerErrorMessage, serverErrorText } from './server-error-message';
import styles from './SwitchSessionPage.module.css';

/** Stores or vendors per page of the lists. */
export const switchListPageSize = 10;

const modeOrder: readonly SessionModeType[] = ['STORE', 'INTERNAL', 'VENDOR'];

/** The modes the user can choose, in a fixed order (STORE first: most amphibi users are sellers first). */
export function switchableModes(session: Pick<Session, 'modes'>): SessionModeType[] {
  return modeOrder.filter((mode) => session.modes.includes(mode));
}

type View = 'modes' | 'stores' | 'vendors';

function useSwitch(redirectUri: string | null) {
  const navigate = useNavigate();
  const toast = useToast();
  const config = useAppConfig();
  const { t } = useAccountTranslation();
  // §3 seller-no-reload-after-session-switch: 'true' keeps the page; otherwise a fresh load drops every other mode's state.
  const keepPage = () => config.data?.[configKeys.noReloadAfterSessionSwitch] === 'true';
  const mutation = useSwitchSession(keepPage);
  const mutate = (request: SwitchSessionRequest) =>
    mutation.mutate(request, {
      onSuccess: () => {
        // §2.9 every other open tab follows the new session.
        broadcastRefresh();
        // The root routes the new session by §4.2 (redirectUri, onboarding, dashboard …).
        const target = rootLanding(redirectUri);
        if (keepPage()) void navigate(target, { replace: true });
        else window.location.assign(target);
      },
      onError: (error) => toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> }),
    });
  return { mutate, isPending: mutation.isPending, isSuccess: mutation.isSuccess };
}

function Pager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const { t } = useAccountTranslation();
  if (page.totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('switch.pages')}>
      <Button size="sm" variant="secondary" disabled={page.page <= 0} onClick={() => onPage(page.page - 1)}>
        {t('switch.previous')}
      </Button>
      <span className={formStyles.muted}>{t('switch.pageOf', { page: page.page + 1, total: page.totalPages })}</span>
      <Button size="sm" variant="secondary" disabled={page.page + 1 >= page.totalPages} onClick={() => onPage(page.page + 1)}>
        {t('switch.next')}
      </Button>
    </nav>
  );
}

function Choice({
  title,
  detail,
  badges,
  current,
  busy,
  onChoose,
}: {
  title: ReactNode;
  detail?: ReactNode;
  badges?: ReactNode;
  current?: boolean;
  busy?: boolean;
  onChoose: () => void;
}) {
  const { t } = useAccountTranslation();
  return (
    <li>
      <button type="button" className={clsx(styles.choice, current && styles.current)} onClick={onChoose} disabled={busy} aria-current={current || undefined}>
        <span className={styles.choiceText}>
          <span className={styles.choiceTitle}>{title}</span>
          {detail && <span className={styles.choiceDetail}>{detail}</span>}
        </span>
        <span className={styles.badges}>
          {badges}
          {current && <span className={styles.badge}>{t('switch.current')}</span>}
        </span>
      </button>
    </li>
  );
}

function StoreList({ session, onChoose, busy }: { session: Session; onChoose: (code: string) => void; busy: boolean }) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  // A search box, not a form (nothing is submitted: the list follows what is typed), so no useFormState.
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const settledKeyword = useDebouncedValue(keyword.trim(), 300);
  const stores = useQuery(userStoresQuery(client, { keyword: settledKeyword || undefined, page, size: switchListPageSize }));
  const currentCode = session.mode?.type === 'STORE' ? session.mode.code : null;
  return (
    <div className={formStyles.form}>
      <TextField
        label={t('switch.searchStore')}
        type="search"
        name="keyword"
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setPage(0);
        }}
      />
      {stores.isPending ? (
        <div className={formStyles.centered}>
          <Spinner />
        </div>
      ) : stores.isError ? (
        <Notice tone="danger" role="alert">
          <ServerErrorMessage text={serverErrorText(t, stores.error)} />
        </Notice>
      ) : stores.data.content.length === 0 ? (
        <p className={formStyles.muted}>{settledKeyword ? t('switch.noStoreMatch', { keyword: settledKeyword }) : t('switch.noStores')}</p>
      ) : (
        <>
          <ul className={styles.list} aria-busy={stores.isFetching || undefined}>
            {stores.data.content.map((store) => (
              <Choice
                key={store.code}
                title={store.name}
                detail={store.code}
                current={store.code === currentCode}
                busy={busy}
                badges={
                  <>
                    {store.isOwner && <span className={styles.badge}>{t('switch.owner')}</span>}
                    {store.onboardingStatus && <span className={clsx(styles.badge, styles.badgeWarning)}>{t('switch.onboarding')}</span>}
                  </>
                }
                onChoose={() => onChoose(store.code)}
              />
            ))}
          </ul>
          <p className={formStyles.muted} aria-live="polite">
            {t('switch.storeCount', { count: stores.data.totalElements })}
          </p>
          <Pager page={stores.data} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function VendorList({ session, onChoose, busy }: { session: Session; onChoose: (code: string) => void; busy: boolean }) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const [page, setPage] = useState(0);
  const vendors = useQuery(userVendorsQuery(client, { page, size: switchListPageSize }));
  const currentCode = session.mode?.type === 'VENDOR' ? session.mode.code : null;
  if (vendors.isPending) {
    return (
      <div className={formStyles.centered}>
        <Spinner />
      </div>
    );
  }
  if (vendors.isError) {
    return (
      <Notice tone="danger" role="alert">
        <ServerErrorMessage text={serverErrorText(t, vendors.error)} />
      </Notice>
    );
  }
  return (
    <div className={formStyles.form}>
      <ul className={styles.list}>
        {vendors.data.content.map((vendor) => (
          <Choice
            key={vendor.code}
            title={vendor.name}
            detail={vendor.code}
            current={vendor.code === currentCode}
            busy={busy}
            onChoose={() => onChoose(vendor.code)}
          />
        ))}
      </ul>
      <Pager page={vendors.data} onPage={setPage} />
    </div>
  );
}

const modeIcons: Record<SessionModeType, () => ReactNode> = { STORE: StoreIcon, INTERNAL: BuildingIcon, VENDOR: TruckIcon };

/**
 * §2.1 /switch-session: an amphibi user chooses STORE or INTERNAL (or VENDOR); `linkedStore=true` opens the
 * linked stores (keyword search, paging); vendors come from user-vendor. The switch rotates the session.
 */
export function SwitchSessionPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const redirectUri = params.get('redirectUri');
  const session = useSession().data;
  const switcher = useSwitch(redirectUri);
  const [chosenView, setView] = useState<View>('modes');
  const view: View = params.get('linkedStore') === 'true' ? 'stores' : chosenView;
  const hasStore = session?.modes.includes('STORE') ?? false;
  const hasVendor = session?.modes.includes('VENDOR') ?? false;
  // Known up front, so choosing STORE with one store (or VENDOR with one vendor) switches at once.
  const firstStores = useQuery({ ...userStoresQuery(client, { page: 0, size: switchListPageSize }), enabled: hasStore });
  const firstVendors = useQuery({ ...userVendorsQuery(client, { page: 0, size: switchListPageSize }), enabled: hasVendor });

  if (!session) return null;

  function openView(next: View) {
    if (next === 'stores') {
      const nextParams = new URLSearchParams(params);
      nextParams.set('linkedStore', 'true');
      setParams(nextParams);
    }
    setView(next);
  }

  function backToModes() {
    const nextParams = new URLSearchParams(params);
    nextParams.delete('linkedStore');
    setParams(nextParams, { replace: true });
    setView('modes');
  }

  function chooseMode(mode: SessionModeType) {
    if (mode === 'STORE') {
      const only = firstStores.data?.totalElements === 1 ? firstStores.data.content[0] : null;
      if (only) return switcher.mutate({ type: 'STORE', code: only.code });
      return openView('stores');
    }
    if (mode === 'VENDOR') {
      const vendors = firstVendors.data;
      if (vendors && vendors.totalElements > 1) return openView('vendors');
      return switcher.mutate({ type: 'VENDOR', code: vendors?.content[0]?.code ?? null });
    }
    switcher.mutate({ type: mode, code: null });
  }

  const busy = switcher.isPending || switcher.isSuccess;
  const back = view === 'modes' ? undefined : { label: t('switch.backToModes'), onClick: backToModes };

  return (
    <AuthLayout
      width="wide"
      title={view === 'stores' ? t('switch.storesTitle') : view === 'vendors' ? t('switch.vendorsTitle') : t('switch.title')}
      subtitle={t('switch.signedInAs', { username: session.username })}
      footer={<Link to="/sign-out">{t('signOut', { ns: 'common' })}</Link>}
    >
      {back && switchableModes(session).length > 1 && (
        <button type="button" className={clsx(formStyles.linkButton, styles.backToModes)} onClick={back.onClick}>
          ← {back.label}
        </button>
      )}
      {view === 'stores' && <StoreList session={session} busy={busy} onChoose={(code) => switcher.mutate({ type: 'STORE', code })} />}
      {view === 'vendors' && <VendorList session={session} busy={busy} onChoose={(code) => switcher.mutate({ type: 'VENDOR', code })} />}
      {view === 'modes' && (
        <ul className={styles.list}>
          {switchableModes(session).map((mode) => {
            const Icon = modeIcons[mode];
            return (
              <li key={mode}>
                <button
                  type="button"
                  className={clsx(styles.mode, session.mode?.type === mode && styles.current)}
                  disabled={busy || (mode === 'STORE' && firstStores.isPending)}
                  aria-current={session.mode?.type === mode || undefined}
                  onClick={() => chooseMode(mode)}
                >
                  <Icon />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceTitle}>{t(`switch.mode.${mode}.title`)}</span>
                    <span className={styles.choiceDetail}>{t(`switch.mode.${mode}.text`)}</span>
                  </span>
                  {session.mode?.type === mode && <span className={styles.badge}>{t('switch.current')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {busy && (
        <p className={clsx(formStyles.muted, styles.switching)} role="status">
          <Spinner size="sm" decorative /> {t('switch.switching')}
        </p>
      )}
    </AuthLayout>
  );
}
