import type { CmsSection } from '@seller-portal/contracts/education';
import styles from './public-pages.module.css';

type FaqItem = Extract<CmsSection, { kind: 'FAQ' }>['items'][number];

/** A question's anchor: its words, lower-case, joined by hyphens (`#q-how-do-i-add-a-product`). */
export function questionAnchor(question: string): string {
  const words = question
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `q-${words.slice(0, 80)}`;
}

/** Questions in their groups, each opened and closed in place; `open` names the anchor of the one to show opened. */
export function FaqList({ items, open, groupAnchors = false }: { items: readonly FaqItem[]; open?: string; groupAnchors?: boolean }) {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return (
    <div className={styles.faqGroups}>
      {[...groups].map(([group, questions]) => (
        <section key={group} className={styles.faqGroup} aria-label={group} id={groupAnchors ? questionAnchor(group).replace(/^q-/, 'g-') : undefined}>
          <h3 className={styles.faqGroupTitle}>{group}</h3>
          {questions.map((item) => {
            const anchor = questionAnchor(item.question);
            return (
              <details key={anchor} id={anchor} className={styles.faq} open={open === anchor || undefined}>
                <summary className={styles.faqQuestion}>{item.question}</summary>
                <p className={styles.faqAnswer}>{item.answer}</p>
              </details>
            );
          })}
        </section>
      ))}
    </div>
  );
}
