import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const options = [
  { value: 'ID-JK', label: 'DKI Jakarta' },
  { value: 'ID-JB', label: 'Jawa Barat' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { label: 'Province', options, placeholder: 'Choose a province', defaultValue: '' },
} satisfies Meta<typeof SelectField>;

export default meta;
export const Empty: StoryObj<typeof meta> = {};
export const WithError: StoryObj<typeof meta> = { args: { error: 'Choose a province from the list.' } };
export const Required: StoryObj<typeof meta> = { args: { required: true, hint: 'Where couriers pick up your parcels.' } };
