import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { radius } from '../../lib/theme';

/** Spec §8: the notice for a feature that is still being built — a real screen, never blank. */
interface Props {
  /** The screen's own name, shown as its heading. */
  title?: string;
  backTo?: string;
}

export function InDevelopmentNotice({ title, backTo }: Props) {
  const { t } = useTranslation();
  const isPageHeading = !title;
  return (
    <Paper
      sx={{
        p: { xs: 3, sm: 4 },
        maxWidth: 560,
        mx: 'auto',
        mt: 4,
        textAlign: 'center',
        borderRadius: radius.xl,
      }}
    >
      <ConstructionIcon sx={{ fontSize: 56, color: 'warning.main' }} aria-hidden />
      {title && (
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
      )}
      <Typography
        variant={isPageHeading ? 'h1' : 'h3'}
        component={isPageHeading ? 'h1' : 'p'}
        gutterBottom
      >
        {t('inDevelopment.title')}
      </Typography>
      <Typography color="text.secondary">{t('inDevelopment.body')}</Typography>
      {backTo && (
        <Button component={Link} to={backTo} variant="contained" sx={{ mt: 3 }}>
          {t('inDevelopment.back')}
        </Button>
      )}
    </Paper>
  );
}
