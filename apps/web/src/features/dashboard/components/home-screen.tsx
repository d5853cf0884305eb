import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderApart } from '../../../components/layout/render-apart';
import { ButtonLink } from '../../../components/plain/button-link';
import { iconPaths } from '../../../components/plain/path-icon';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';

interface Props {
  /** What is new for the learner (an assignment, a chapter): above the next step, kept short. */
  notices?: ReactNode;
  /**
   * Whether what is new or the week is still being asked. Until then the rest waits unseen (it
   * loads meanwhile), so a notice or the week arriving late cannot push what is below it down
   * (issue 22: CLS).
   */
  isPending?: boolean;
  /** The week: its next step first, then the rest. */
  programme: ReactNode;
}

/**
 * /dashboards for a learner (decision 029): a short greeting, what is new, then the week's one
 * next step and the rest of the week; the ask-a-question button (spec §2) closes the screen.
 * Plain elements with static CSS (decision 074): a phone draws all of it in its first seconds.
 */
export function HomeScreen({ notices, isPending = false, programme }: Props) {
  const { t } = useTranslation('dashboard');
  const user = useSessionUser();
  return (
    <div className="home-screen">
      <div>
        <h1 className="type-h1 home-screen__greeting">
          {t('greeting', { name: user?.firstName ?? '' })}
        </h1>
        <p className="type-body1">{t('today', { date: formatDate(new Date()) })}</p>
      </div>
      <div
        className="home-screen__parts"
        style={isPending ? { visibility: 'hidden' } : undefined}
        aria-busy={isPending || undefined}
      >
        <RenderApart name="notices">{notices}</RenderApart>
        <RenderApart name="programme">{programme}</RenderApart>
        {/* Last, in a task of its own once the week is there: nothing can appear above it. */}
        {!isPending && (
          <RenderApart name="ask Imi">
            <AskImi />
          </RenderApart>
        )}
      </div>
    </div>
  );
}

/** Spec §2: the start screen's ask-a-question button. */
function AskImi() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="plain-card ask-imi">
      <p className="type-body1">{t('askHint')}</p>
      <ButtonLink
        to={paths.dashboards.ai}
        variant="outlined"
        size="large"
        startIcon={iconPaths.ChatBubbleOutlineOutlined}
      >
        {t('ask')}
      </ButtonLink>
    </div>
  );
}
