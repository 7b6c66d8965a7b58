import type { FeatureModuleExports } from '@seller-portal/app-runtime';
import { cmsPageCodes } from '@seller-portal/contracts/education';

const cmsPage = (code: string) => async () => {
  const { CmsCodePage } = await import('./pages/CmsCodePage');
  return { Component: () => <CmsCodePage code={code} /> };
};
const textPage = (code: string) => async () => {
  const { TextPage } = await import('./pages/TextPage');
  return { Component: () => <TextPage code={code} /> };
};

/** The §2.2 pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function publicPagesRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'mulai-berjualan', lazy: async () => ({ Component: (await import('./pages/StartSellingPage')).StartSellingPage }) },
      { path: 'layanan-pendukung', lazy: cmsPage(cmsPageCodes.serviceMarketplace) },
      { path: 'bantuan', lazy: async () => ({ Component: (await import('./pages/HelpPage')).HelpPage }) },
      { path: 'pengembangan-usaha', lazy: cmsPage(cmsPageCodes.businessDevelopmentMenu) },
      { path: 'pengembangan-usaha/:child', lazy: async () => ({ Component: (await import('./pages/BusinessDevelopmentPage')).BusinessDevelopmentPage }) },
      { path: 'intellectual-property-protection', lazy: cmsPage(cmsPageCodes.intellectualProperty) },
      { path: 'pages', lazy: async () => ({ Component: (await import('./pages/ContentPagesIndex')).ContentPagesIndex }) },
      { path: 'pages/seller-agreement', lazy: textPage(cmsPageCodes.sellerAgreement) },
      { path: 'pages/seller-international-agreement', lazy: textPage(cmsPageCodes.sellerInternationalAgreement) },
      { path: 'pages/seller-privacy-policy', lazy: textPage(cmsPageCodes.sellerPrivacyPolicy) },
      { path: 'pages/:pageName', lazy: async () => ({ Component: (await import('./pages/ContentPage')).ContentPage }) },
      { path: 'agreement', lazy: textPage(cmsPageCodes.sellerAgreement) },
    ],
  };
}
