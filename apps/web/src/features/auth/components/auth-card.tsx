import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HydrateApart } from '../../../components/layout/hydrate-apart';
import { radius } from '../../../lib/theme';

interface Props {
  title: string;
  /** Lets a state change move focus to its heading. */
  titleId?: string;
  subtitle?: string;
  error?: string | null;
  notice?: string | null;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * The frame every sign-in and sign-up screen shares. On a pre-rendered page its form and its
 * links hydrate in a task each (issue 22: the whole card was one task of ~230 ms on a throttled
 * phone); the heading with the frame.
 */
export function AuthCard({ title, titleId, subtitle, error, notice, children, footer }: Props) {
  return (
    <Paper
      component="section"
      sx={{
        width: '100%',
        maxWidth: 460,
        mx: 'auto',
        my: { xs: 2, sm: 5 },
        p: { xs: 3, sm: 4 },
        borderRadius: radius.xl,
      }}
    >
      <Typography
        variant="h1"
        component="h1"
        gutterBottom
        id={titleId}
        tabIndex={titleId ? -1 : undefined}
        sx={{ outline: 'none' }}
      >
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      {notice && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <HydrateApart>
        <div>{children}</div>
      </HydrateApart>
      {footer && (
        <HydrateApart>
          <Box sx={{ mt: 3, display: 'grid', gap: 1, justifyItems: 'start' }}>{footer}</Box>
        </HydrateApart>
      )}
    </Paper>
  );
}
