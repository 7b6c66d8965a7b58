import { cmsPageCodes } from '@seller-portal/contracts/education';
import { ExitIntentWatcher } from '../components/ExitIntentWatcher';
import { CmsCodePage } from './CmsCodePage';

/** §2.2 /mulai-berjualan: the start selling page from the CMS, and its exit-intent invitation to register. */
export function StartSellingPage() {
  return (
    <>
      <CmsCodePage code={cmsPageCodes.startSelling} />
      <ExitIntentWatcher />
    </>
  );
}
