import type { ItemState, Localized, ReviewOutcome } from '@leerloop/contracts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AnswerStatusChip } from '../feedback/answer-status-chip';
import { useLocalized } from '../../lib/localized';
import { radius } from '../../lib/theme';

interface Props {
  kind: string;
  icon: ReactNode;
  title: Localized | string;
  /** Where the learner is with it; none for what has no progress (Brainfood). */
  state?: ItemState;
  /** Where the tile leads; none while the week is locked. */
  to?: string;
  /** An assignment the coach approved or asked changes on says that instead of its state. */
  review?: ReviewOutcome | null;
}

/** A small tile for one of the week's activities: what it is, its title and its state. */
export function ActivityTile({ kind, icon, title, state, to, review }: Props) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const text = typeof title === 'string' ? title : pick(title);
  return (
    <Paper sx={{ p: 2, borderRadius: radius.xl, display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {icon}
        {kind}
      </Typography>
      {to ? (
        <Link
          component={RouterLink}
          to={to}
          underline="always"
          sx={{ fontWeight: 700, color: 'primary.main' }}
        >
          {text}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 700 }}>{text}</Typography>
      )}
      {review ? (
        <AnswerStatusChip status={review} />
      ) : (
        state && (
          <Chip
            size="small"
            label={t(`states.${state}`)}
            variant="outlined"
            sx={{ justifySelf: 'start' }}
          />
        )
      )}
    </Paper>
  );
}
