import { businessDevelopmentChildren, cmsPageCodes, type BusinessDevelopmentChild } from '@seller-portal/contracts/education';
import { ErrorView } from '@seller-portal/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { CmsCodePage } from './CmsCodePage';

/** `/pengembangan-usaha/:child`: one of the eight programmes of §2.2; any other name is not found. */
export function BusinessDevelopmentPage() {
  const child = useParams().child ?? '';
  const navigate = useNavigate();
  if (!(businessDevelopmentChildren as readonly string[]).includes(child)) return <ErrorView code={404} onBack={() => navigate('/pengembangan-usaha')} />;
  return <CmsCodePage key={child} code={cmsPageCodes.businessDevelopmentChild(child as BusinessDevelopmentChild)} />;
}
