import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIsHydrated } from '../../../lib/use-is-hydrated';

/** The card's main action: its form's submit, or (with `onClick`) a step without a form. */
export function SubmitButton({
  isPending,
  onClick,
  children,
}: {
  isPending: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  const isHydrated = useIsHydrated();
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      variant="contained"
      size="large"
      fullWidth
      sx={{ mt: 2 }}
      loading={isPending}
      disabled={!isHydrated}
    >
      {children}
    </Button>
  );
}
