import type { ItemState, Localized, ReviewOutcome } from '@leerloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnswerStatusChip } from '../feedback/answer-status-chip';
import { PathIcon } from '../plain/path-icon';
import { PlainChip } from '../plain/plain-chip';
import { useLocalized } from '../../lib/localized';

interface Props {
  kind: string;
  /** The path of its kind's icon (`iconPaths`). */
  icon: string;
  title: Localized | string;
  /** Where the learner is with it; none for what has no progress (Brainfood). */
  state?: ItemState;
  /** Where the tile leads; none while the week is locked. */
  to?: string;
  /** An assignment the coach approved or asked changes on says that instead of its state. */
  review?: ReviewOutcome | null;
}

/**
 * A small tile for one of the week's activities: what it is, its title and its state. Plain
 * elements with static CSS (decision 074): the home draws four in one of its first parts.
 */
export function ActivityTile({ kind, icon, title, state, to, review }: Props) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const text = typeof title === 'string' ? title : pick(title);
  return (
    <div className="plain-card activity-tile">
      <p className="type-body2 activity-tile__kind">
        <PathIcon d={icon} />
        {kind}
      </p>
      {to ? (
        <Link to={to} className="plain-link">
          {text}
        </Link>
      ) : (
        <p className="type-body1 activity-tile__title">{text}</p>
      )}
      {review ? (
        <AnswerStatusChip status={review} />
      ) : (
        state && <PlainChip label={t(`states.${state}`)} isOutlined />
      )}
    </div>
  );
}
