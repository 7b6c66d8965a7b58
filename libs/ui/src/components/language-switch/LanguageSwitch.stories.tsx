import type { Language } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

/** Local state only: the toolbar's locale stays in charge of the texts. */
function Controlled({ size }: { size?: 'sm' | 'md' }) {
  const [value, setValue] = useState<Language>('id');
  return <LanguageSwitch value={value} onChange={setValue} size={size} />;
}

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'id', onChange: fn(), size: 'md' },
  argTypes: {
    value: { control: 'inline-radio', options: ['id', 'en'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { value: 'en' } };
export const Small: Story = { args: { size: 'sm' } };
export const Interactive: Story = { render: (args) => <Controlled size={args.size} /> };
