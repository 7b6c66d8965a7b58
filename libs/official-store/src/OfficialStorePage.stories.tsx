import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfficialStorePage } from './OfficialStorePage';

const meta = { title: 'Features/official-store', component: OfficialStorePage } satisfies Meta<typeof OfficialStorePage>;

export default meta;
export const FirstPage: StoryObj<typeof meta> = {};
