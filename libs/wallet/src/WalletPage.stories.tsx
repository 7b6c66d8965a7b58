import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletPage } from './WalletPage';

const meta = { title: 'Features/wallet', component: WalletPage } satisfies Meta<typeof WalletPage>;

export default meta;
export const FirstPage: StoryObj<typeof meta> = {};
