import MuiLink from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink
      component={Link}
      to={to}
      underline="always"
      sx={{ color: 'primary.main', fontWeight: 600 }}
    >
      {children}
    </MuiLink>
  );
}
