import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and describes it with hint and error', () => {
    render(<TextField label="Email" hint="We send the reset link here." error="Email is not valid." id="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Email is not valid.', 'We send the reset link here.']);
  });

  it('is valid without an error and keeps a caller-provided description', () => {
    render(<TextField label="Store name" aria-describedby="outside" />);
    const input = screen.getByRole('textbox', { name: 'Store name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('outside');
  });

  it('forwards the ref and every input prop', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField ref={ref} label="Phone" type="tel" inputMode="tel" maxLength={14} onChange={onChange} />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.type).toBe('tel');
    expect(input.maxLength).toBe(14);
    fireEvent.change(input, { target: { value: '0812345' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
