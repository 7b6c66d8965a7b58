import type { Session } from '@seller-portal/contracts/core';
import { useShellTranslation } from '../i18n/resources';
import { toggleHeaderSearch } from '../state/shell-state';
import styles from './CommandPaletteEntry.module.css';
import { SearchIcon } from './icons';
import { KeyboardHelp } from './KeyboardHelp';
import { UniversalSearch } from './UniversalSearch';

/**
 * The command palette for a header that is not the shell's (the internal console's): its search button (a field's
 * look on a wide screen, an icon on a phone) and the palette itself, opened by it or Ctrl+K / Cmd+K; and `?`, the list
 * of keyboard shortcuts, as in the portal's shell.
 */
export function CommandPaletteEntry({ session }: { session: Session }) {
  const { t } = useShellTranslation();
  return (
    <>
      {/* Its name holds its visible word ("Search"); Ctrl+K is announced as its shortcut and listed by `?`. */}
      <button type="button" className={styles.entry} aria-label={t('search.label')} aria-keyshortcuts="Control+K Meta+K" onClick={() => toggleHeaderSearch()}>
        <SearchIcon size={18} />
        <span className={styles.words}>{t('palette.entry')}</span>
      </button>
      <UniversalSearch session={session} accountPages={false} />
      {/* `?` lists the shortcuts: the palette's, and a page's own. */}
      <KeyboardHelp />
    </>
  );
}
