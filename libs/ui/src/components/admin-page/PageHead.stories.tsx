import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { PageHead } from './PageHead';

const meta = {
  title: 'Components/PageHead',
  component: PageHead,
  args: { title: 'Konfigurasi aplikasi', lead: 'Nilai yang dibaca aplikasi seluler saat dibuka.' },
} satisfies Meta<typeof PageHead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndLead: Story = {};
export const WithAction: Story = { args: { actions: <Button>Tambah konfigurasi</Button> } };
export const TitleOnly: Story = { args: { lead: undefined } };
