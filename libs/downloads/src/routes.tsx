import type { FeatureModuleExports } from '@seller-portal/app-runtime';
import { downloadIdParam } from '@seller-portal/contracts/downloads';
import { useParams, useSearchParams } from 'react-router-dom';
import { DownloadPage } from './DownloadPage';

/** §2.5: the route's params (and the query's `id`) are the page's props. */
function DownloadRoute() {
  const { type = '' } = useParams();
  const id = useSearchParams()[0].get(downloadIdParam);
  return <DownloadPage key={`${type}:${id ?? ''}`} type={type} id={id} />;
}

/** The download page (paths relative to the app root; their metadata comes from the manifest). */
export function downloadsRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'download/:type', Component: DownloadRoute }] };
}
