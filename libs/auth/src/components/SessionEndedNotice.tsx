import type { SessionEndedCode } from '@seller-portal/contracts/core';
import { addResourceBundles } from '@seller-portal/i18n';
import { authErrorTexts } from '../errors/error-texts';
import { useAuthTranslation } from '../i18n/resources';
import styles from './SessionEndedNotice.module.css';

/** Why the last session ended when another device ended it; its own chunk, since most visits have nothing to say. */
export default function SessionEndedNotice({ code }: { code: SessionEndedCode }) {
  const { t, i18n } = useAuthTranslation();
  // The codes' texts come with this chunk rather than with the shared texts every page downloads.
  if (!i18n.hasResourceBundle('en', 'errors') || !i18n.exists(code, { ns: 'errors' })) addResourceBundles(i18n, [authErrorTexts]);
  return (
    <p role="status" className={styles.notice} data-session-ended={code}>
      {t(code, { ns: 'errors' })}
    </p>
  );
}
