import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The word mark; always in Latin script, also in Darija. */
export function AppLogo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        fontWeight: 800,
        fontSize: '1.5rem',
        color: 'inherit',
        textDecoration: 'none',
        letterSpacing: '-0.02em',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          border: '5px solid',
          borderColor: 'secondary.main',
          borderRightColor: 'success.main',
        }}
      />
      <span dir="ltr">{t('appName')}</span>
    </Box>
  );
}
