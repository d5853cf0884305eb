import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its icon sits at the bar's start edge (MUI's `edge="start"`). */
  edge?: 'start';
  /** Its icon in the text's colour (MUI's `color="inherit"`), not the icons' grey. */
  isInherit?: boolean;
}

/**
 * A round icon button of the header bar, as MUI's `IconButton` draws it, in plain HTML and the
 * static CSS of `plain.css`: the bar's buttons are on every signed-in screen's first parts, and
 * an `IconButton` there cost a phone's main thread about 5 ms each (decision 074).
 */
export function HeaderButton({ edge, isInherit = false, className, ...button }: Props) {
  const classes = [
    'header-button',
    edge && 'header-button--start',
    isInherit && 'header-button--inherit',
  ];
  if (className) classes.push(className);
  return <button type="button" className={classes.filter(Boolean).join(' ')} {...button} />;
}
