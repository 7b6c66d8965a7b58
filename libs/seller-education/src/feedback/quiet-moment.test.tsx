import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { surveyIdleMs, taskInProgress, useQuietMoment } from './quiet-moment';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('taskInProgress', () => {
  afterEach(() => document.body.replaceChildren());

  it.each([
    ['nothing on the page', '', false],
    ['an open dialog', '<div role="dialog"></div>', true],
    ['an open alert dialog', '<div role="alertdialog"></div>', true],
    ['an open native dialog', '<dialog open></dialog>', true],
  ])('%s', (_case, html, expected) => {
    document.body.innerHTML = html;
    expect(taskInProgress(document, [])).toBe(expected);
  });

  it('a message field or the focused field holding text counts, typed into or not', () => {
    document.body.innerHTML = '<textarea></textarea><input type="search" />';
    const [message, search] = [document.querySelector('textarea'), document.querySelector('input')] as [HTMLTextAreaElement, HTMLInputElement];
    message.value = 'Halo';
    expect(taskInProgress(document, [])).toBe(true);
    message.value = '';
    search.value = 'kopi';
    expect(taskInProgress(document, [])).toBe(false);
    search.focus();
    expect(taskInProgress(document, [])).toBe(true);
  });

  it('a field typed into counts while it holds text, not once emptied or gone', () => {
    document.body.innerHTML = '<textarea></textarea>';
    const field = document.querySelector('textarea') as HTMLTextAreaElement;
    field.value = 'Halo kak, ';
    expect(taskInProgress(document, [field])).toBe(true);
    field.value = '   ';
    expect(taskInProgress(document, [field])).toBe(false);
    field.value = 'lagi';
    field.remove();
    expect(taskInProgress(document, [field])).toBe(false);
  });
});

function Probe({ onQuiet }: { onQuiet: () => void }) {
  const [text, setText] = useState('');
  useQuietMoment(true, onQuiet);
  return <textarea aria-label="Pesan" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useQuietMoment', () => {
  beforeEach(() => vi.useFakeTimers());

  it('waits for the seller to be idle, and not while a typed message is unsent', () => {
    const onQuiet = vi.fn();
    const { getByRole } = render(<Probe onQuiet={onQuiet} />);
    const field = getByRole('textbox');
    act(() => {
      vi.advanceTimersByTime(surveyIdleMs - 1_000);
    });
    // Typing starts the wait again, and the text left in the field holds the survey back however long the pause.
    fireEvent.keyDown(field, { key: 'H' });
    fireEvent.input(field, { target: { value: 'Halo' } });
    act(() => {
      vi.advanceTimersByTime(5 * surveyIdleMs);
    });
    expect(onQuiet).not.toHaveBeenCalled();
    // Sent: the field is empty again; after a full pause the moment comes.
    fireEvent.input(field, { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(surveyIdleMs - 1);
    });
    expect(onQuiet).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onQuiet).toHaveBeenCalledOnce();
  });
});
