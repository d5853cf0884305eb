import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { useGroupCharts } from '../api/get-group-charts';
import { ActivityChart } from './activity-chart';
import { RecallChart } from './recall-chart';
import { ScoreDistributionChart } from './score-distribution-chart';
import { SwipeAnswersChart } from './swipe-answers-chart';

/** The group's charts beside its rows: scores and recall per module, swipe answers, activity. */
export function GroupCharts({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const query = useGroupCharts(groupId);
  const charts = query.data;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      errorText={t('charts.loadFailed')}
      onRetry={() => void query.refetch()}
    >
      {charts && (
        <>
          <ScoreDistributionChart scores={charts.scores} />
          <RecallChart scores={charts.scores} />
          <SwipeAnswersChart decks={charts.swipes} />
          <ActivityChart activity={charts.activity} learnersCount={charts.learnersCount} />
        </>
      )}
    </QueryState>
  );
}
