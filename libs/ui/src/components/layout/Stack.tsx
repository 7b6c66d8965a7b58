import clsx from 'clsx';
import type { CSSProperties, ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styles from './Stack.module.css';

export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Element to render, for example 'ul', 'form' or 'nav'. */
  as?: ElementType;
  direction?: 'column' | 'row';
  /** Gap on the 4px grid of the tokens (4 = 16px). */
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  children?: ReactNode;
}

/** Flex column (or row) with a token gap: the layout primitive for forms, lists and toolbars. */
export function Stack({ as: Component = 'div', direction = 'column', gap = 4, align, justify, wrap = false, className, style, ...rest }: StackProps) {
  return (
    <Component
      {...rest}
      className={clsx(styles.stack, direction === 'row' && styles.row, wrap && styles.wrap, className)}
      style={{ gap: `var(--sp-space-${gap})`, alignItems: align, justifyContent: justify, ...style }}
    />
  );
}

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  as?: ElementType;
  /** 'narrow' suits forms such as sign-in (440px); 'default' follows the page container token. */
  width?: 'narrow' | 'default' | 'full';
}

/**
 * Centred page column with responsive side padding. Its default width is the one page width of the portal
 * (`--sp-container-max-width`): a page keeps it rather than setting its own, so moving between pages nothing shifts.
 */
export function Container({ as: Component = 'div', width = 'default', className, ...rest }: ContainerProps) {
  return <Component {...rest} className={clsx(styles.container, styles[width], className)} />;
}

/** A whole-screen view with its content in the middle: error pages, waiting for the session, no access. */
export function CenteredPage({ as: Component = 'main', className, ...rest }: ComponentPropsWithRef<'div'> & { as?: ElementType }) {
  return <Component {...rest} className={clsx(styles.centeredPage, className)} />;
}

/** Content for screen readers only: a span, or the element it names (a legend, a caption, a dialog's title). */
export function VisuallyHidden({ as: Component = 'span', className, ...rest }: ComponentPropsWithRef<'span'> & { as?: ElementType }) {
  return <Component {...rest} className={clsx(styles.visuallyHidden, className)} />;
}
