import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../../../tools/vite/workspace-aliases.ts';

const config: StorybookConfig = {
  // The design system's own components, and every feature library's pages.
  stories: ['../src/**/*.stories.tsx', '../../!(ui)/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases() },
      build: {
        reportCompressedSize: false,
        chunkSizeWarningLimit: 2048,
        rollupOptions: {
          // Radix marks its modules "use client"; that directive means nothing in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
