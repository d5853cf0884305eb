import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { radius } from '../../lib/theme';

/** A titled part of a screen, announced as a region by its heading. */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: radius.xl, display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
