import type { ReactNode } from 'react';
import styles from './AdminPage.module.css';

export interface PageHeadProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title: what the page is for. */
  lead?: ReactNode;
  /** What the page lets one do (buttons, links), at the end of the row; under the title on a narrow screen. */
  actions?: ReactNode;
}

/** The head of an internal tool's page (§2.4): its title, a lead line and its actions. */
export function PageHead({ title, lead, actions }: PageHeadProps) {
  return (
    <div className={styles.head}>
      <div>
        <h1 className={styles.heading}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions}
    </div>
  );
}
