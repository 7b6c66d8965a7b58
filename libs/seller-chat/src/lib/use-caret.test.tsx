import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCaretAfterUpdate } from './use-caret';

/** A field whose button puts a word in the middle of the text, as a template variable is, the caret after it. */
function Field() {
  const [value, setValue] = useState('Halo !');
  const [renders, setRenders] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const placeCaret = useCaretAfterUpdate(field);
  return (
    <>
      <textarea aria-label="text" ref={field} value={value} onChange={(event) => setValue(event.target.value)} />
      <button
        type="button"
        onClick={() => {
          setValue('Halo {customerName}!');
          placeCaret('Halo {customerName}'.length);
        }}
      >
        insert
      </button>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
    </>
  );
}

describe('useCaretAfterUpdate', () => {
  afterEach(cleanup);

  it('puts the caret after the inserted word before the next key can land (no frame in between)', () => {
    render(<Field />);
    fireEvent.click(screen.getByRole('button', { name: 'insert' }));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'text' });
    expect(field.value).toBe('Halo {customerName}!');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([19, 19]);
  });

  it('moves the caret once: later renders leave it where the seller put it', () => {
    render(<Field />);
    fireEvent.click(screen.getByRole('button', { name: 'insert' }));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'text' });
    field.setSelectionRange(2, 2);
    fireEvent.click(screen.getByRole('button', { name: 'render again' }));
    expect(field.selectionStart).toBe(2);
  });
});
