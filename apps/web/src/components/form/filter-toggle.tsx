import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T) => void;
}

/** One choice out of a few filters, as a row of toggle buttons (one is always chosen). */
export function FilterToggle<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
}: Props<T>) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      onChange={(_event, next: T | null) => next && onChange(next)}
      aria-label={label}
      size="small"
      sx={{ flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option}>
          {labelOf(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
