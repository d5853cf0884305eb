import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title?: string;
  intro?: string;
  width?: number;
  children: ReactNode;
}

/** A client screen's column: its title and introduction, then its parts, 24 px apart. */
export function Screen({ title, intro, width = 880, children }: Props) {
  return (
    // minmax(0, 1fr): a part never makes the column (and the phone's screen) wider.
    <Box
      sx={{
        maxWidth: width,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 3,
      }}
    >
      {title && (
        <Box>
          <Typography variant="h1">{title}</Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {intro}
            </Typography>
          )}
        </Box>
      )}
      {children}
    </Box>
  );
}
