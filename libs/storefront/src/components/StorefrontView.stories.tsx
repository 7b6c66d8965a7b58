import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorefrontView } from './StorefrontView';

const meta = {
  title: 'Features/Storefront',
  component: StorefrontView,
  args: {
    lang: 'id',
    sections: [
      {
        id: 's',
        type: 'SHOWCASE',
        title: 'Produk unggulan',
        products: [
          { itemId: 'A', name: 'Kopi Arabika Gayo 250 g', price: 89_000, imageUrl: null },
          { itemId: 'B', name: 'Madu Hutan Sumbawa 350 g', price: 120_000, imageUrl: null },
        ],
      },
      {
        id: 'c',
        type: 'CATEGORIES',
        title: 'Kategori',
        categories: [
          { code: 'FOOD-COFFEE-TEA', name: { id: 'Kopi & Teh', en: 'Coffee & Tea' } },
          { code: 'FOOD-SNACK', name: { id: 'Camilan', en: 'Snacks' } },
        ],
      },
      { id: 't', type: 'TEXT', title: 'Tentang toko kami', format: 'RICH', body: '<p>Kami menjual <strong>kopi dan teh Nusantara</strong>.</p>' },
    ],
  },
} satisfies Meta<typeof StorefrontView>;

export default meta;
/** The storefront as shoppers see it (the public page and the builder's preview draw the same view). */
export const AsShoppersSeeIt: StoryObj<typeof meta> = {};
/** The width of a phone: two products a row. */
export const OnAPhone: StoryObj<typeof meta> = { decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>] };
