import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it.each([
    ['en', 'Language'],
    ['id', 'Bahasa'],
  ] as const)('names each language in itself (%s UI)', (lang, groupName) => {
    const onChange = vi.fn();
    renderWithProviders(<LanguageSwitch value="id" onChange={onChange} />, { lang });
    expect(screen.getByRole('group', { name: groupName })).toBeTruthy();
    const indonesian = screen.getByRole('radio', { name: 'Bahasa Indonesia' }) as HTMLInputElement;
    const english = screen.getByRole('radio', { name: 'English' }) as HTMLInputElement;
    expect(indonesian.checked).toBe(true);
    expect(english.checked).toBe(false);

    fireEvent.click(english);
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
