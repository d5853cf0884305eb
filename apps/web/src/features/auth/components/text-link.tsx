import MuiLink from '@mui/material/Link';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A link under a sign-in card; kept when only its form renders again (issue 22). */
export const TextLink = memo(function TextLink({
  to,
  children,
}: {
  to: string;
  children: ReactNode;
}) {
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
});
