import { render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchesShortcut, shortcutKeyNames, shortcutRefusal, type Shortcut } from './shortcut-keys';
import { registerShortcuts, useRegisteredShortcuts, useShortcuts } from './shortcuts';

const press = (target: EventTarget, key: string, modifiers: Partial<Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>> = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  target.dispatchEvent(event);
  return event;
};

let cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
  document.body.innerHTML = '';
});

function registered(shortcuts: Shortcut[], scope?: 'page' | 'global') {
  cleanups.push(registerShortcuts(() => shortcuts, scope));
}

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

function one(host: HTMLElement, selector: string): Element {
  const found = host.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe('which keys a shortcut may take', () => {
  it.each([
    ['a bare letter', { key: 'j' }, null],
    ['?', { key: '?' }, null],
    ['Enter', { key: 'Enter' }, null],
    ['Alt+↓', { key: 'ArrowDown', alt: true }, null],
    ['Escape in text fields', { key: 'Escape', inTextFields: true }, null],
    ['Alt+↑ in text fields', { key: 'ArrowUp', alt: true, inTextFields: true }, null],
    ['a bare arrow (the reading cursor)', { key: 'ArrowDown' }, /needed bare/],
    ['Tab', { key: 'Tab' }, /needed bare/],
    ['Space', { key: ' ' }, /Space is needed bare/],
    ['Home', { key: 'Home' }, /needed bare/],
    ['Insert (NVDA, JAWS)', { key: 'Insert' }, /needed bare/],
    ['CapsLock (NVDA, Narrator)', { key: 'CapsLock' }, /needed bare/],
    ['Ctrl+Alt (VoiceOver)', { key: 'h', alt: true, mod: true }, /screen reader chord/],
    ['a letter in text fields', { key: 'j', inTextFields: true }, /types a character/],
  ])('%s', (_name, shortcut, refusal) => {
    const answer = shortcutRefusal(shortcut);
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });

  it('registering a refused key throws', () => {
    expect(() => registerShortcuts(() => [{ key: 'Tab', label: 'x', run: () => undefined }])).toThrow(/Tab/);
  });
});

describe('matching an event', () => {
  it.each([
    ['j is j', { key: 'j' }, { key: 'j' }, true],
    ['J with CapsLock is j', { key: 'J' }, { key: 'j' }, true],
    ['Shift+J is not j', { key: 'J', shiftKey: true }, { key: 'j' }, false],
    ['Ctrl+j is not j', { key: 'j', ctrlKey: true }, { key: 'j' }, false],
    ['⌘+j is not j', { key: 'j', metaKey: true }, { key: 'j' }, false],
    ['Alt+j is not j', { key: 'j', altKey: true }, { key: 'j' }, false],
    ['? is ? whatever Shift', { key: '?', shiftKey: true }, { key: '?' }, true],
    ['Alt+↓ is Alt+↓', { key: 'ArrowDown', altKey: true }, { key: 'ArrowDown', alt: true }, true],
    ['↓ is not Alt+↓', { key: 'ArrowDown' }, { key: 'ArrowDown', alt: true }, false],
    ['Ctrl+K and ⌘+K are mod+K', { key: 'k', metaKey: true }, { key: 'k', mod: true }, true],
  ])('%s', (_name, event, shortcut, expected) => {
    expect(matchesShortcut({ altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...event }, shortcut)).toBe(expected);
  });

  it('names the keys per platform', () => {
    expect(shortcutKeyNames({ key: 'k', mod: true }, false)).toEqual(['Ctrl', 'K']);
    expect(shortcutKeyNames({ key: 'k', mod: true }, true)).toEqual(['⌘', 'K']);
    expect(shortcutKeyNames({ key: 'ArrowDown', alt: true }, false)).toEqual(['Alt', '↓']);
    expect(shortcutKeyNames({ key: 'Escape' }, true)).toEqual(['Esc']);
    expect(shortcutKeyNames({ key: 'j' }, true)).toEqual(['j']);
  });
});

describe('the window listener', () => {
  it('runs the shortcut on the page and takes the key from the browser', () => {
    const run = vi.fn();
    registered([{ key: 'j', label: 'Next', run }]);
    const event = press(document.body, 'j');
    expect(run).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['a text input', '<input type="text" />', 'input'],
    ['a search box', '<input type="search" />', 'input'],
    ['a textarea', '<textarea></textarea>', 'textarea'],
    ['a select', '<select><option>a</option></select>', 'select'],
    ['contenteditable', '<div contenteditable="true"><p>text</p></div>', 'p'],
    ['a combobox by role', '<div role="combobox" tabindex="0"></div>', 'div'],
  ])('never fires in %s', (_name, html, selector) => {
    const run = vi.fn();
    registered([{ key: 'j', label: 'Next', run }]);
    const event = press(one(mount(html), selector), 'j');
    expect(run).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('fires on a checkbox: it types nothing', () => {
    const run = vi.fn();
    registered([{ key: 'x', label: 'Select', run }]);
    press(one(mount('<input type="checkbox" />'), 'input'), 'x');
    expect(run).toHaveBeenCalledOnce();
  });

  it('a chord or Escape asked for in text fields works there', () => {
    const next = vi.fn();
    const leave = vi.fn();
    registered([
      { key: 'ArrowDown', alt: true, label: 'Next room', run: next, inTextFields: true },
      { key: 'Escape', label: 'Leave', run: leave, inTextFields: true },
    ]);
    const field = one(mount('<textarea></textarea>'), 'textarea');
    press(field, 'ArrowDown', { altKey: true });
    press(field, 'Escape');
    expect(next).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('never fires while a screen reader chord is held (VoiceOver Ctrl+⌥, AltGr)', () => {
    const run = vi.fn();
    registered([{ key: 'ArrowDown', alt: true, label: 'Next room', run }]);
    press(document.body, 'ArrowDown', { altKey: true, ctrlKey: true });
    expect(run).not.toHaveBeenCalled();
  });

  it('leaves Enter to the link or button that has the focus', () => {
    const run = vi.fn();
    registered([{ key: 'Enter', label: 'Open', run }]);
    const host = mount('<table><tbody><tr tabindex="-1"><td><a href="/x">x</a><button>b</button></td></tr></tbody></table>');
    press(one(host, 'a'), 'Enter');
    press(one(host, 'button'), 'Enter');
    expect(run).not.toHaveBeenCalled();
    press(one(host, 'tr'), 'Enter');
    expect(run).toHaveBeenCalledOnce();
  });

  it('leaves every key to a dialog that has the focus', () => {
    const run = vi.fn();
    registered([{ key: 'Escape', label: 'Leave', run }]);
    press(one(mount('<div role="dialog"><button>ok</button></div>'), 'button'), 'Escape');
    expect(run).not.toHaveBeenCalled();
  });

  it('leaves a key another handler took (defaultPrevented)', () => {
    const run = vi.fn();
    registered([{ key: 'Escape', label: 'Leave', run, inTextFields: true }]);
    const field = one(mount('<textarea></textarea>'), 'textarea');
    field.addEventListener('keydown', (event) => event.preventDefault());
    press(field, 'Escape');
    expect(run).not.toHaveBeenCalled();
  });

  it('the latest registration wins, and a listed-only shortcut runs nothing', () => {
    const page = vi.fn();
    const dialog = vi.fn();
    registered([{ key: 'k', mod: true, label: 'Palette' }], 'global');
    registered([{ key: 'a', label: 'Accept', run: page }]);
    registered([{ key: 'a', label: 'Also', run: dialog }]);
    const palette = press(document.body, 'k', { ctrlKey: true });
    expect(palette.defaultPrevented).toBe(false);
    press(document.body, 'a');
    expect(dialog).toHaveBeenCalledOnce();
    expect(page).not.toHaveBeenCalled();
  });
});

describe('useShortcuts', () => {
  it('registers while mounted, with the latest handler, and the list follows', () => {
    const first = vi.fn();
    const second = vi.fn();
    const list = renderHook(() => useRegisteredShortcuts());
    const { rerender, unmount } = render(<Owner label="Next" run={first} />);
    expect(list.result.current.map((shortcut) => [shortcut.key, shortcut.label, shortcut.scope])).toEqual([['j', 'Next', 'page']]);
    rerender(<Owner label="Berikutnya" run={second} />);
    press(document.body, 'j');
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    expect(list.result.current.map((shortcut) => shortcut.label)).toEqual(['Berikutnya']);
    unmount();
    expect(list.result.current).toEqual([]);
    press(document.body, 'j');
    expect(second).toHaveBeenCalledOnce();
  });
});

function Owner({ label, run }: { label: string; run: () => void }) {
  useShortcuts([{ key: 'j', label, run }]);
  return null;
}
