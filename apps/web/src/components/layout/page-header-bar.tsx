import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { layout } from '../../lib/theme';

/** The 80 px header bar (spec §9) shared by the public and the client layouts. */
export function PageHeaderBar({ children }: { children: ReactNode }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ minHeight: { xs: layout.headerHeight }, gap: 1 }}>{children}</Toolbar>
    </AppBar>
  );
}
