import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it.each([
    ['en', 'Show password', 'Hide password'],
    ['id', 'Tampilkan kata sandi', 'Sembunyikan kata sandi'],
  ] as const)('toggles the type and the translated name of the toggle (%s)', (lang, show, hide) => {
    renderWithProviders(<PasswordField label="Password" name="password" />, { lang });
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: show }));
    expect(input.type).toBe('text');

    fireEvent.click(screen.getByRole('button', { name: hide }));
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: show }).getAttribute('aria-controls')).toBe(input.id);
  });

  it('forwards the ref and input props, and links the error text', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<PasswordField ref={ref} label="Password" name="password" required error="Password must not be blank." />);
    const input = screen.getByLabelText(/Password/);
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Password must not be blank.');
  });
});
