import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandMark } from './BrandMark';

const meta = { title: 'Components/BrandMark', component: BrandMark } satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the primary colour, as the shell's header shows it. */
export const Header: Story = { args: { size: 32 }, decorators: [(Story) => <span style={{ color: 'var(--sp-color-primary)' }}>{Story()}</span>] };
/** Large, as the sign-in page's brand panel shows it. */
export const Large: Story = { args: { size: 64 }, decorators: [(Story) => <span style={{ color: 'var(--sp-color-primary)' }}>{Story()}</span>] };
