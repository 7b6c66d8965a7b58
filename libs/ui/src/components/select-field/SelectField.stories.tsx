import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const types = [
  { value: 'AGREEMENT', label: 'Perjanjian / Agreement' },
  { value: 'SURVEY', label: 'Survei / Survey' },
  { value: 'QUALTRICS-SURVEY', label: 'Survei Qualtrics / Qualtrics survey' },
];

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: { label: 'Jenis / Type', options: types, defaultValue: 'SURVEY' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'AGREEMENT selalu wajib / AGREEMENT is always mandatory' } };
export const WithError: Story = { args: { error: 'Pilih jenis / Choose a type' } };
