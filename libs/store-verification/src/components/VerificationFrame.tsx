import { Card, Container } from '@seller-portal/ui';
import type { ReactNode } from 'react';
import styles from './VerificationFrame.module.css';

/** The frame of every verification page: a narrow column with one card, its title the page's heading. */
export function VerificationFrame({ eyebrow, title, children }: { eyebrow?: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Container className={styles.page}>
      <Card className={styles.card} padding="lg">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </Card>
    </Container>
  );
}
