import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { RichTextEditor } from './RichTextEditor';

function Field({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Content"
      value={value}
      error="Content is required"
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  // The editor is a lazy chunk (TipTap and ProseMirror): its first import, transformed on a loaded machine, can take
  // longer than a query waits. Import it once here so each test waits for the editor, not for the transform.
  beforeAll(() => import('./TipTapEditor'));

  it('names the writing area by its label, describes it by its error and offers a named toolbar', async () => {
    renderWithProviders(<Field initial="<p><strong>Hello</strong></p>" onChange={vi.fn()} />, { lang: 'en' });
    const area = await screen.findByRole('textbox', { name: 'Content' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Content is required');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Heading H2', 'Subheading H3', 'Bulleted list', 'Numbered list', 'Link', 'Image', 'Undo', 'Redo']);
    // One tab stop: the first button; the rest are reached with the arrow keys.
    expect([...toolbar.querySelectorAll('button')].map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    expect(screen.getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('turns a heading on from the toolbar, says so with aria-pressed, and reports the HTML', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Field initial="<p>Title</p>" onChange={onChange} />, { lang: 'en' });
    const heading = await screen.findByRole('button', { name: 'Heading H2' });
    expect(heading.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heading);
    expect(onChange).toHaveBeenLastCalledWith('<h2>Title</h2>');
    expect(screen.getByRole('button', { name: 'Heading H2' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a javascript: link address with a message', async () => {
    renderWithProviders(<Field initial="<p>Go</p>" onChange={vi.fn()} />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText('Enter an address that starts with https://, mailto: or /')).toBeTruthy();
  });
});
