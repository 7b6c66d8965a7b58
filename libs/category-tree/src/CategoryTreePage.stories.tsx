import { withStoryApi } from '@seller-portal/api-client/stories';
import type { KeptCategory } from '@seller-portal/contracts/category-tree';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryTreePage } from './CategoryTreePage';

const category = (
  code: string,
  parentCode: string | null,
  name: string,
  nameEn: string,
  position: number,
  productCount: number,
  active = true,
): KeptCategory => ({
  code,
  parentCode,
  name,
  nameEn,
  active,
  position,
  productCount,
});
const tree: KeptCategory[] = [
  category('FASHION', null, 'Fashion', 'Fashion', 1, 42),
  category('FASHION-MEN', 'FASHION', 'Pakaian pria', "Men's clothing", 1, 18),
  category('FASHION-WOMEN', 'FASHION', 'Pakaian wanita', "Women's clothing", 2, 24),
  category('HOME', null, 'Rumah tangga', 'Home', 2, 9),
  category('HOME-KITCHEN', 'HOME', 'Dapur', 'Kitchen', 1, 9),
  category('HOME-GARDEN', 'HOME', 'Taman', 'Garden', 2, 0, false),
];

const meta = {
  title: 'Features/category-tree',
  component: CategoryTreePage,
  // The server's answer to the page's read.
  decorators: [withStoryApi(() => tree)],
} satisfies Meta<typeof CategoryTreePage>;

export default meta;
export const Tree: StoryObj<typeof meta> = {};
