import { cleanup, render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from './preview';

// Every story of the catalogue (the design system's and the feature libraries'), with the catalogue's own
// decorators: each renders something, and React reports no error or warning while it does.
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../*/src/**/*.stories.tsx', { eager: true });

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({
    title: `${file.replace(/^(\.\.\/)+/, '')} › ${name}`,
    Story: Story as unknown as ComponentType,
  })),
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Storybook catalogue', () => {
  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(20);
  });

  it.each(stories)('$title', async ({ Story }) => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<Story />);
    // Lazy parts (a route module, the dialog's view) arrive after the first render: wait for text, or for a
    // named or decorative element (a spinner, an avatar). Their import is transformed on first use, which on a busy
    // machine takes longer than waitFor's default second.
    await waitFor(() => expect(document.body.textContent?.trim() || container.querySelector('[aria-label], [role], [aria-hidden]')).toBeTruthy(), {
      timeout: 15_000,
    });
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
