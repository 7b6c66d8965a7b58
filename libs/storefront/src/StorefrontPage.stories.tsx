import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorefrontPage } from './StorefrontPage';

const meta = { title: 'Features/storefront', component: StorefrontPage } satisfies Meta<typeof StorefrontPage>;

export default meta;
export const FirstPage: StoryObj<typeof meta> = {};
