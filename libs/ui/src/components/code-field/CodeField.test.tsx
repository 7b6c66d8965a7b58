import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CodeField } from './CodeField';

function Controlled({ length }: { length?: number }) {
  const [value, setValue] = useState('');
  return <CodeField label="Code" value={value} onChange={setValue} length={length} error={value === '000000' ? 'Wrong code.' : undefined} />;
}

describe('CodeField', () => {
  it('keeps the digits of what is typed, up to its length', () => {
    renderWithProviders(<Controlled length={4} />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a3 45' } });
    expect(input.value).toBe('1234');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('4');
  });

  it('takes the code out of a pasted message instead of cutting the message at its length', () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => 'Kode verifikasi Anda: 123 456. Jangan bagikan.' } });
    expect(input.value).toBe('123456');
  });

  it('links its error to the field', () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText(/Code/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '000000' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Wrong code.');
  });
});
