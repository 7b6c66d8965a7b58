// The package's root entry (`@seller-portal/contracts`): every domain, for its published users and for the server,
// which gathers every declared feature from it.
export * from '@seller-portal/contracts/core';
export * from '@seller-portal/contracts/accounts';
export * from '@seller-portal/contracts/tracking';
export * from '@seller-portal/contracts/education';
export * from '@seller-portal/contracts/onboarding';
export * from '@seller-portal/contracts/store-verification';
export * from '@seller-portal/contracts/announcements';
export * from '@seller-portal/contracts/api-center';
export * from '@seller-portal/contracts/mobile-configs';
export * from '@seller-portal/contracts/notifications';
export * from '@seller-portal/contracts/partner-notifications';
export * from '@seller-portal/contracts/chat';
export * from '@seller-portal/contracts/products';
export * from '@seller-portal/contracts/orders';
export * from '@seller-portal/contracts/analytics';
export * from '@seller-portal/contracts/broadcast';
export * from '@seller-portal/contracts/ads';
export * from '@seller-portal/contracts/settlements';
export * from '@seller-portal/contracts/pickup-points';
export * from '@seller-portal/contracts/wallet';
export * from '@seller-portal/contracts/contract';
export * from '@seller-portal/contracts/ipo';
export * from '@seller-portal/contracts/store-info';
export * from '@seller-portal/contracts/store-reviews';
export * from '@seller-portal/contracts/storefront';
export * from '@seller-portal/contracts/official-store';
