import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Components/TextAreaField',
  component: TextAreaField,
  args: { label: 'Keterangan / Description', defaultValue: 'Halaman notifikasi aplikasi.' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Json: Story = {
  args: {
    label: 'Nilai (JSON) / Value (JSON)',
    monospace: true,
    rows: 8,
    defaultValue: '{\n  "enabled": true,\n  "pageSize": 20\n}',
    hint: 'JSON valid / Valid JSON',
  },
};
export const WithError: Story = {
  args: {
    label: 'Nilai (JSON) / Value (JSON)',
    monospace: true,
    rows: 4,
    defaultValue: '{\n  "enabled": tru\n}',
    error: 'Baris 2, kolom 14 / Line 2, column 14',
  },
};

/** Controls between the label and the field, as the chat templates' "Insert variable". */
export const WithToolbar: Story = {
  args: {
    label: 'Pesan / Message',
    rows: 4,
    defaultValue: 'Halo {customerName}, terima kasih sudah belanja di {storeName}!',
    toolbar: (
      <div>
        <button type="button">+ {'{customerName}'}</button> <button type="button">+ {'{storeName}'}</button>
      </div>
    ),
  },
};
