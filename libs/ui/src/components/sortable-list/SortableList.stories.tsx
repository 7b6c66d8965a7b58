import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SortableList } from './SortableList';

const banners = [
  { code: 'PROMO-DESEMBER', title: 'Promo akhir tahun' },
  { code: 'KEBIJAKAN-BARU', title: 'Kebijakan layanan baru' },
  { code: 'SURVEI-PENJUAL', title: 'Survei kepuasan penjual' },
];

function Banners({ disabled }: { disabled: boolean }) {
  const [items, setItems] = useState(banners);
  return (
    <div style={{ maxWidth: 560 }}>
      <SortableList
        label="Banner"
        items={items}
        idOf={(item) => item.code}
        labelOf={(item) => item.title}
        onReorder={setItems}
        disabled={disabled}
        renderItem={(item) => (
          <div>
            <strong>{item.title}</strong>
            <div style={{ color: 'var(--sp-color-text-muted)', fontSize: 14 }}>{item.code}</div>
          </div>
        )}
      />
    </div>
  );
}

const meta = { title: 'Components/SortableList', component: Banners, args: { disabled: false } } satisfies Meta<typeof Banners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
