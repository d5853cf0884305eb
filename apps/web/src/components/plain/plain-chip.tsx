/**
 * A small label of a state, as MUI's small `Chip` draws it: filled in the state's colour, or
 * outlined (decision 074).
 */
export function PlainChip({
  label,
  tone,
  isOutlined = false,
  className,
}: {
  label: string;
  tone?: 'info' | 'warning' | 'success';
  isOutlined?: boolean;
  className?: string;
}) {
  const classes = ['plain-chip'];
  if (isOutlined) classes.push('plain-chip--outlined');
  else if (tone) classes.push(`plain-chip--${tone}`);
  if (className) classes.push(className);
  return <span className={classes.join(' ')}>{label}</span>;
}
