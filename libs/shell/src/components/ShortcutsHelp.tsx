import { Dialog } from '@seller-portal/ui';
import { shortcutKeyNames, useRegisteredShortcuts, useShortcuts, type RegisteredShortcut } from '@seller-portal/ui/shortcuts';
import { useEffect, useId, useState } from 'react';
import { useShellTranslation } from '../i18n/resources';
import styles from './ShortcutsHelp.module.css';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

function ShortcutList({ shortcuts, labelledBy }: { shortcuts: readonly RegisteredShortcut[]; labelledBy: string }) {
  return (
    <dl className={styles.list} aria-labelledby={labelledBy}>
      {shortcuts.map((shortcut) => (
        <div key={`${shortcut.mod}${shortcut.alt}${shortcut.key}`} className={styles.item}>
          <dt className={styles.keys}>
            {shortcutKeyNames(shortcut, mac).map((name, index) => (
              <kbd key={index} className={styles.key}>
                {name}
              </kbd>
            ))}
          </dt>
          <dd className={styles.label}>{shortcut.label}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `?` on any signed-in page: a dialog listing the page's own shortcuts (those its components registered with
 * `useShortcuts`) and the ones of every page (this, and the palette's Ctrl+K / ⌘K, which `UniversalSearch` handles).
 */
export function ShortcutsHelp({ askedEarly = false, onReady }: { askedEarly?: boolean; onReady?: () => void }) {
  const { t } = useShellTranslation();
  const [open, setOpen] = useState(askedEarly);
  const id = useId();
  // A `?` the shell heard before this chunk came opens the list now; from here on `?` is this list's own shortcut.
  useEffect(() => {
    if (askedEarly) setOpen(true);
  }, [askedEarly]);
  useEffect(() => onReady?.(), [onReady]);
  useShortcuts(
    [
      { key: '?', label: t('shortcuts.help'), run: () => setOpen(true) },
      { key: 'k', mod: true, label: t('shortcuts.palette') },
    ],
    'global',
  );
  const shortcuts = useRegisteredShortcuts();
  const page = shortcuts.filter((shortcut) => shortcut.scope === 'page');
  const global = shortcuts.filter((shortcut) => shortcut.scope === 'global');
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t('shortcuts.title')} description={t('shortcuts.intro')}>
      <section className={styles.section}>
        <h3 id={`${id}-page`} className={styles.heading}>
          {t('shortcuts.page')}
        </h3>
        {page.length > 0 ? <ShortcutList shortcuts={page} labelledBy={`${id}-page`} /> : <p className={styles.none}>{t('shortcuts.none')}</p>}
      </section>
      <section className={styles.section}>
        <h3 id={`${id}-global`} className={styles.heading}>
          {t('shortcuts.global')}
        </h3>
        <ShortcutList shortcuts={global} labelledBy={`${id}-global`} />
      </section>
    </Dialog>
  );
}
