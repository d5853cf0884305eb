import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LocationLoadingScreen } from './location-loading-screen';
import { RouteProgress } from './route-progress';

/**
 * Spec §2: every screen sits in a full-screen layout. This root carries what every route shares:
 * the progress bar and the 'Laden...' screen after a location change.
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
      <LocationLoadingScreen />
      {children ?? <Outlet />}
    </Box>
  );
}
