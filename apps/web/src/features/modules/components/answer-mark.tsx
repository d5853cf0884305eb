import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { radius } from '../../../lib/theme';

/** How an answered option or step is marked: the right one green, a wrong choice red. */
export type Mark = 'right' | 'wrong';

/** The word and icon beside a marked option or step (also read out with its name). */
export function MarkLabel({ mark, text }: { mark: Mark; text: string }) {
  const Icon = mark === 'right' ? CheckCircleIcon : CancelIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.875rem',
        fontWeight: 700,
        color: mark === 'right' ? 'success.dark' : 'error.dark',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {text}
    </Box>
  );
}

/** The frame of an option or step: green for right, red for a wrong choice. */
export const markedFrame = (mark: Mark | undefined, isChosen = false) => ({
  border: 2,
  borderRadius: radius.lg,
  borderColor: mark
    ? mark === 'right'
      ? 'success.main'
      : 'error.main'
    : isChosen
      ? 'primary.main'
      : 'divider',
  bgcolor: mark
    ? (theme: Theme) => alpha(theme.palette[mark === 'right' ? 'success' : 'error'].main, 0.1)
    : 'background.paper',
});
