import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewDecision } from './ReviewDecision';

const texts = {
  reason: 'Alasan penolakan',
  reasonHint: 'Penjual membacanya: sebutkan apa yang perlu diperbaiki.',
  reasonRequired: 'Tulis alasan penolakan.',
  reject: 'Tolak',
  approve: 'Setujui',
  approveTitle: 'Setujui pengajuan ini?',
  approveText: 'Toko Demo Sejahtera menjadi toko resmi.',
  cancel: 'Batal',
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 600));

const meta = {
  title: 'Forms/ReviewDecision',
  component: ReviewDecision,
  args: { texts, reasonMaxLength: 1000, onApprove: settled, onReject: settled, errorText: () => 'Pengajuan ini sudah diputuskan oleh peninjau lain.' },
} satisfies Meta<typeof ReviewDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a heading of its own (an application's page). */
export const WithHeading: Story = { args: { heading: 'Keputusan' } };
/** Named only for assistive technology, inside a card that already names the store (the identity photo queue). */
export const Labelled: Story = { args: { label: 'Keputusan untuk Toko Demo Sejahtera', reasonRows: 2 } };
/** The server refuses the decision: its translated message stands above the buttons. */
export const Refused: Story = {
  args: { heading: 'Keputusan', onReject: () => Promise.reject(new Error('refused')), onApprove: () => Promise.reject(new Error('refused')) },
};
