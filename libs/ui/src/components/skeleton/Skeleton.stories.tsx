import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = { title: 'Components/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line of text that is loading. */
export const Line: Story = { args: { width: 240 } };

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Skeleton shape="circle" />
      <Skeleton width="60%" />
      <Skeleton shape="block" />
    </div>
  ),
};

/** A list row while the list loads: one busy status named for what loads, its shapes hidden. */
export const ListRows: Story = {
  render: () => (
    <SkeletonGroup label="Loading conversations">
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12 }}>
          <Skeleton shape="circle" />
          <div style={{ flex: 1, display: 'grid', gap: 8 }}>
            <Skeleton width="40%" />
            <Skeleton width="80%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  ),
};
