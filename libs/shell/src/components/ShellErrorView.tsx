import { useNavigationHelper } from '@seller-portal/app-runtime';
import { ErrorView, type ErrorViewProps } from '@seller-portal/ui';

/** §8 error view whose Back to Dashboard goes through the navigation helper (a full load where needed). */
export function ShellErrorView({ code, children, className }: Omit<ErrorViewProps, 'onBack'>) {
  const helper = useNavigationHelper();
  return (
    <ErrorView code={code} className={className} onBack={() => helper.navigateTo('/dashboard')}>
      {children}
    </ErrorView>
  );
}
