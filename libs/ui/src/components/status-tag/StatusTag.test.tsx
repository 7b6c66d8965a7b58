import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag, statusTones } from './StatusTag';

describe('StatusTag', () => {
  it.each(statusTones)('the %s tone: its word, its tone named for styles and tests, the caller’s class kept', (tone) => {
    const { container } = render(
      <StatusTag tone={tone} className="own">
        Siap dikirim
      </StatusTag>,
    );
    const tag = container.firstElementChild as HTMLElement;
    expect(tag.tagName).toBe('SPAN');
    expect(tag.textContent).toBe('Siap dikirim');
    expect(tag.dataset['tone']).toBe(tone);
    expect(tag.className).toContain('own');
  });
});
