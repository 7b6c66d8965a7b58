import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager, type PagerProps } from './Pager';

function PagedList(args: PagerProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pager {...args} page={page} onPage={setPage}>
      Halaman {page + 1} dari {args.totalPages}
    </Pager>
  );
}

const meta = {
  title: 'Components/Pager',
  component: Pager,
  render: (args) => <PagedList {...args} />,
  args: {
    label: 'Halaman event',
    page: 1,
    totalPages: 5,
    onPage: () => undefined,
    previousText: 'Sebelumnya',
    nextText: 'Berikutnya',
    children: null,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 0 } };
export const LastPage: Story = { args: { page: 4 } };
export const OnePage: Story = { args: { page: 0, totalPages: 1 } };
