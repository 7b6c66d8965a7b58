import type { Meta, StoryObj } from '@storybook/react-vite';
import { PickupPointsPage } from './PickupPointsPage';

const meta = { title: 'Features/pickup-points', component: PickupPointsPage } satisfies Meta<typeof PickupPointsPage>;

export default meta;
export const FirstPage: StoryObj<typeof meta> = {};
