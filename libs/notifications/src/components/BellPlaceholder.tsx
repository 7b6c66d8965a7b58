import styles from './BellPlaceholder.module.css';

/** The bell's 44 px while its chunk loads: the header never moves when it comes. */
export function BellPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}
