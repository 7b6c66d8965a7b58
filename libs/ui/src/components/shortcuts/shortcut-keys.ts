/** The keys of a shortcut: `key` is `KeyboardEvent.key` ('j', '?', 'Enter', 'ArrowDown'), with the modifiers it needs. */
export interface ShortcutKeys {
  key: string;
  /** Alt (⌥ on a Mac) held. */
  alt?: boolean;
  /** Ctrl, or ⌘ on a Mac, held. */
  mod?: boolean;
}

export interface Shortcut extends ShortcutKeys {
  /** What it does, in the page's language: the `?` list shows it. */
  label: string;
  /** Left out: listed only, as a shortcut something else handles (the palette's Ctrl+K, the composer's `/`). */
  run?: (event: KeyboardEvent) => void;
  /** Escape or a chord (Alt+↑) types nothing, so it may work while a text field has the focus; a bare key never does. */
  inTextFields?: boolean;
}

/** The event's part a shortcut is matched on. */
export type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

const letter = /^[a-z]$/i;
const arrows = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
// What a screen reader, the browser or the focused control needs bare: moving the reading cursor, scrolling, Tab
// through the page, Space on a control, Insert and CapsLock (NVDA's and JAWS's own modifiers), the function keys.
const keysNeededBare = [
  ...arrows,
  'Tab',
  ' ',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Insert',
  'CapsLock',
  'ContextMenu',
  'F1',
  'F2',
  'F3',
  'F4',
  'F5',
  'F6',
  'F7',
  'F8',
  'F9',
  'F10',
  'F11',
  'F12',
];
const modifierKeys = ['Alt', 'AltGraph', 'Control', 'Meta', 'Shift', 'CapsLock', 'Insert', 'OS'];

/**
 * Why a shortcut may not be declared, or null: a key a screen reader or the browser needs bare, the screen readers'
 * own chords (VoiceOver's Ctrl+⌥), or a key that types a character asked to work in text fields.
 */
export function shortcutRefusal(shortcut: ShortcutKeys & { inTextFields?: boolean }): string | null {
  const { key, alt, mod, inTextFields } = shortcut;
  if (alt && mod) return 'Ctrl+Alt is a screen reader chord (VoiceOver) and AltGr on Windows';
  if (!alt && !mod && keysNeededBare.includes(key)) return `${key === ' ' ? 'Space' : key} is needed bare by screen readers and the browser`;
  if (modifierKeys.includes(key)) return 'a modifier alone is no shortcut';
  if (inTextFields && !alt && !mod && key !== 'Escape') return 'a key that types a character cannot work in a text field';
  return null;
}

/** A modifier held that a screen reader uses (VoiceOver's Ctrl+⌥; AltGr, Ctrl+Alt on Windows): no shortcut takes the keys then. */
export const screenReaderChordHeld = (event: ShortcutEvent) => event.ctrlKey && event.altKey;

/**
 * The event is this shortcut: the same key (a letter without Shift, any case of CapsLock; other characters as typed,
 * so `?` is Shift+/ on one keyboard and something else on another) and exactly its modifiers.
 */
export function matchesShortcut(event: ShortcutEvent, shortcut: ShortcutKeys): boolean {
  if (event.altKey !== Boolean(shortcut.alt)) return false;
  if ((event.ctrlKey || event.metaKey) !== Boolean(shortcut.mod)) return false;
  if (letter.test(shortcut.key)) return !event.shiftKey && event.key.toLowerCase() === shortcut.key.toLowerCase();
  return event.key === shortcut.key;
}

const textInputTypes = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', 'datetime-local', 'month', 'week', 'time']);

/** A place where keys type or choose: text inputs, textareas, selects, contenteditable, text boxes by role. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return textInputTypes.has(target.type);
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('[contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="searchbox"]') !== null;
}

const activatedByEnter =
  'a[href], button, summary, input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"], [role="radio"]';

/**
 * The focused element uses the key itself: Enter on a link, button or control activates it, and inside a dialog
 * every key is the dialog's (Escape closes it). A page's shortcut leaves those alone.
 */
export function keyBelongsToTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return key === 'Enter' && target.matches(activatedByEnter);
}

/** How a shortcut's keys are written in the `?` list, on this platform (⌘ and ⌥ on a Mac). */
export function shortcutKeyNames(shortcut: ShortcutKeys, mac: boolean): string[] {
  const names: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc' };
  return [
    ...(shortcut.mod ? [mac ? '⌘' : 'Ctrl'] : []),
    ...(shortcut.alt ? [mac ? '⌥' : 'Alt'] : []),
    names[shortcut.key] ?? (letter.test(shortcut.key) && (shortcut.mod || shortcut.alt) ? shortcut.key.toUpperCase() : shortcut.key),
  ];
}
