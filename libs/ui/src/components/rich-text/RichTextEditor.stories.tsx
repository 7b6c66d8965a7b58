import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RichText } from './RichText';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

const sample =
  '<h2>Pembaruan kebijakan</h2><p>Mulai <strong>1 Desember</strong>, biaya layanan berubah. Baca <a href="https://example.com/kebijakan">kebijakan lengkap</a>.</p><ul><li>Berlaku untuk semua toko</li><li>Tidak perlu tindakan</li></ul>';

interface StoryArgs extends Pick<RichTextEditorProps, 'required' | 'disabled'> {
  initial: string;
  withError: boolean;
}

/** The editor with its output shown through the sanitising viewer underneath, as sellers would read it. */
function EditorAndPreview({ initial, withError, ...args }: StoryArgs) {
  const [html, setHtml] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      <RichTextEditor {...args} label="Konten / Content" value={html} onChange={setHtml} hint="HTML" error={withError ? 'Konten wajib diisi' : undefined} />
      <RichText html={html} />
    </div>
  );
}

const meta = {
  title: 'Components/RichTextEditor',
  component: EditorAndPreview,
  args: { initial: sample, withError: false, required: true, disabled: false },
} satisfies Meta<typeof EditorAndPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { initial: '' } };
export const WithError: Story = { args: { initial: '', withError: true } };
export const Disabled: Story = { args: { disabled: true } };

/** The viewer alone: whatever arrives, scripts and handlers never reach the page. */
export const ViewerSanitises: StoryObj<typeof RichText> = {
  render: () => <RichText html={'<p>Aman <img src="x" onerror="alert(1)"></p><script>alert(1)</script><a href="javascript:alert(1)">tautan</a>'} />,
};
