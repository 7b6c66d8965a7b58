import { declareFeature } from '@seller-portal/contracts/core';
import { sellerChatFeature } from '@seller-portal/contracts/chat';

/**
 * The products of the portal's own codes (§6 names none): STORE_PRODUCT for the products (list, detail, price and
 * stock, status, bulk files), STORE_PRODUCT-REVIEW for the reviews and the store's replies.
 */
const products = { codes: ['STORE_PRODUCT'] } as const;

const reviews = { codes: ['STORE_PRODUCT-REVIEW'] } as const;

/** The seller's products (§2.5 /external/product/active/all, `products`) and their reviews (/product-review, `reviews`). */
export const productsFeature = /* @__PURE__ */ declareFeature({
  name: 'products',
  prefixes: ['/external/product', '/product-review'],
  // Either page opens the feature; each page and its calls need their own code (`actions`).
  access: { mode: 'STORE', anyOfCodes: [...products.codes, ...reviews.codes] },
  apps: ['portal'],
  actions: {
    products,
    reviews,
    /** A product's detail is also seller chat's product card: any chat code reads it too (§6: chat needs STORE_CONVERSATION). */
    productCard: { anyOfCodes: [...products.codes, ...sellerChatFeature.access.codes] },
  },
  menu: [{ code: 'products', labelKey: 'menu.products', to: '/external/product/active/all', position: 40, access: products }],
  bottomNav: [{ key: 'products', to: '/external/product/active/all', icon: 'products', position: 40, access: products }],
  shortcuts: [{ labelKey: 'products', to: '/external/product/active/all', position: 40, access: products }],
});
