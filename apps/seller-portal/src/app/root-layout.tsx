import { useTranslation } from '@seller-portal/i18n';
import { SessionStartup, useResetScroll, type StartupNotice } from '@seller-portal/session-guard';
import { useToast } from '@seller-portal/ui';
import { useCallback } from 'react';

/** The root of every page: §4.1 startup, §2.6 scroll reset; the matched page renders inside. */
export function RootLayout() {
  const { t } = useTranslation();
  const toast = useToast();
  useResetScroll();
  const notify = useCallback(
    (notice: StartupNotice) => toast.show({ type: 'danger', message: t(notice.messageKey) }),
    [toast, t],
  );
  return <SessionStartup notify={notify} />;
}
