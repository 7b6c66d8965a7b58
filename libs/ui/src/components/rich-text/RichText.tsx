import clsx from 'clsx';
import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize';
import styles from './RichText.module.css';

export interface RichTextProps {
  /** The HTML to show; it is sanitised here, whoever wrote it. */
  html: string;
  className?: string;
  /** The element around the content ('div' by default; 'article' for a whole document). */
  as?: 'div' | 'article' | 'section';
  id?: string;
}

/** Rich text as readers see it: sanitised with DOMPurify (no script, no handlers; links rel="noopener noreferrer"). */
export function RichText({ html, className, as: Element = 'div', id }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <Element id={id} className={clsx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
