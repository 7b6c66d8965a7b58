import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryTreePage } from './CategoryTreePage';

const meta = { title: 'Features/category-tree', component: CategoryTreePage } satisfies Meta<typeof CategoryTreePage>;

export default meta;
export const FirstPage: StoryObj<typeof meta> = {};
