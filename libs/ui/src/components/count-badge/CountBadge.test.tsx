import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, countBadgeText } from './CountBadge';

describe('countBadgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1_234, '99+'],
  ])('%d → "%s"', (count, text) => {
    expect(countBadgeText(count)).toBe(text);
  });
});

describe('CountBadge', () => {
  it('renders nothing at zero', () => {
    const { container } = render(<CountBadge count={0} label="0 unread conversations" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows "99+" over 99, and a screen reader hears the label the caller gives instead of the number', () => {
    const { container } = render(<CountBadge count={120} label="120 unread conversations" data-unread-badge="" />);
    const badge = container.querySelector('[data-unread-badge]');
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe('99+');
    expect(screen.getByText('120 unread conversations')).toBeTruthy();
  });

  it('without a label, is hidden from screen readers as a whole (the control it sits on names the count)', () => {
    const { container } = render(<CountBadge count={7} className="corner" />);
    const badge = container.firstElementChild;
    expect(badge?.textContent).toBe('7');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.className).toContain('corner');
  });
});
