import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RouteProgress } from './route-progress';
import { ScreenOutlet } from './screen-outlet';

/**
 * Spec §2: every screen sits in a full-screen layout. This root carries what every route shares:
 * the progress bar. The 'Laden...' screen after a location change sits in each layout's content
 * area (decision 028), so the header and the menu stay put.
 */
export function FullScreenLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <RouteProgress />
      {children ?? <ScreenOutlet />}
    </Box>
  );
}
