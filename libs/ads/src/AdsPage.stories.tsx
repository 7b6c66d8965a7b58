import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdsPage } from './AdsPage';

const meta = { title: 'Features/ads', component: AdsPage } satisfies Meta<typeof AdsPage>;

export default meta;
export const FirstPage: StoryObj<typeof meta> = {};
