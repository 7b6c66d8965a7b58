import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'Components/ErrorView',
  component: ErrorView,
  args: { code: 404, onBack: fn() },
  argTypes: { code: { control: 'select', options: [404, 401, 403, 500, 503, 5011, 408, 418] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { code: 404 } };
export const Unauthorized: Story = { args: { code: 401 } };
export const Forbidden: Story = { args: { code: 403 } };
export const ServerError: Story = { args: { code: 500 } };
export const Maintenance: Story = { args: { code: 503 } };
export const UpdateApp: Story = { args: { code: 5011 } };
export const Timeout: Story = { args: { code: 408 } };
export const OtherCode: Story = { name: 'Other code (not found)', args: { code: 418 } };
