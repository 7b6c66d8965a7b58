import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const audiences = [
  { value: 'ALL', label: 'Semua penjual' },
  { value: 'STORE_CODES', label: 'Kode toko tertentu' },
  { value: 'BUSINESS_TYPES', label: 'Jenis usaha tertentu' },
] as const;

function AudienceChoice() {
  const [audience, setAudience] = useState<(typeof audiences)[number]['value']>('ALL');
  return <RadioGroup legend="Penerima" name="audience" value={audience} options={audiences} onChange={setAudience} />;
}

const meta = { title: 'Components/RadioGroup', component: AudienceChoice } satisfies Meta<typeof AudienceChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Audience: Story = {};
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>] };
