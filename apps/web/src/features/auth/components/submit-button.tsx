import Button from '@mui/material/Button';
import { memo, type ReactNode } from 'react';
import { useIsHydrated } from '../../../lib/use-is-hydrated';

/**
 * The card's main action: its form's submit, or (with `onClick`) a step without a form. Kept
 * when only its form renders again (issue 22).
 */
export const SubmitButton = memo(function SubmitButton({
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
      // Until the app runs a pre-rendered page it cannot send the form (decision 039), but it
      // looks as it will: no grey flash, and no change as the app takes over (its shadow's
      // transition drew 15 frames on a phone while the page hydrated, issue 22).
      sx={[
        { mt: 2 },
        !isHydrated && {
          '&.Mui-disabled': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: 2,
          },
        },
      ]}
      loading={isPending}
      disabled={!isHydrated}
    >
      {children}
    </Button>
  );
});
