import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { PathIcon } from './path-icon';

interface Props extends LinkProps {
  variant?: 'contained' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  /** The path of an icon before the text (MUI's `startIcon`). */
  startIcon?: string;
  children: ReactNode;
}

/**
 * A link that looks like MUI's `Button` in the primary colour, in plain HTML and the static CSS
 * of plain.css (decision 074): the home's buttons are all links, drawn in its first parts.
 */
export function ButtonLink({
  variant = 'contained',
  size = 'medium',
  startIcon,
  className,
  children,
  ...link
}: Props) {
  const classes = ['plain-button', `plain-button--${variant}`];
  if (size !== 'medium') classes.push(`plain-button--${size}`);
  if (className) classes.push(className);
  return (
    <Link className={classes.join(' ')} {...link}>
      {startIcon && <PathIcon d={startIcon} />}
      {children}
    </Link>
  );
}
