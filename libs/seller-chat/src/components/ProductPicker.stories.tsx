import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@seller-portal/ui';
import { storyProductSearch } from './fixtures';
import { ProductPicker, type ProductPickerProps } from './ProductPicker';

function PickerStory(props: Omit<ProductPickerProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Produk</Button>
      <ProductPicker {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Features/seller-chat/ProductPicker',
  component: PickerStory,
  args: { search: storyProductSearch(), onPick: () => undefined },
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a name or an item ID; arrows move, Enter sends, Escape closes. */
export const Default: Story = {};

/** The search has not answered yet. */
export const Loading: Story = { args: { search: () => new Promise(() => undefined) } };

/** The search failed: a retry. */
export const Failed: Story = { args: { search: () => Promise.reject(new Error('offline')) } };

/** The store has nothing to send. */
export const NoProducts: Story = { args: { search: () => Promise.resolve([]) } };
