// Keyboard shortcuts of a page (`useShortcuts`) and the list the shell's `?` shows, an entry point of its own
// (`@seller-portal/ui/shortcuts`): the first page (/sign-in) has none.
export {
  useShortcuts,
  useRegisteredShortcuts,
  registerShortcuts,
  dispatchShortcut,
  type RegisteredShortcut,
  type ShortcutScope,
} from './components/shortcuts/shortcuts';
export {
  isTextEntry,
  keyBelongsToTarget,
  matchesShortcut,
  screenReaderChordHeld,
  shortcutKeyNames,
  shortcutRefusal,
  type Shortcut,
  type ShortcutKeys,
} from './components/shortcuts/shortcut-keys';
