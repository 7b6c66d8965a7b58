import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Hapus konfigurasi?',
    description: 'android.min_version akan dihapus dan aplikasi tidak lagi membacanya.',
    cancelText: 'Batal',
    confirmText: 'Hapus',
    onConfirm: () => undefined,
    onOpenChange: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delete: Story = {};
export const Busy: Story = { args: { busy: true } };
export const NotDestructive: Story = {
  args: { tone: 'primary', title: 'Kirim sekarang?', description: 'Notifikasi dikirim ke semua penjual lewat in-app.', confirmText: 'Kirim sekarang' },
};
