import { AdminWaiting } from '../../../features/admin/components/admin-waiting';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { checkAssignmentQuery } from '../../../features/assignments/api/assignments';
import {
  reviewResponsesQuery,
  useReviewResponses,
} from '../../../features/assignments/api/review-responses';
import { NewAssignmentNotice } from '../../../features/assignments/components/new-assignment-notice';
import { BrainfoodTile } from '../../../features/brainfood/components/brainfood-tile';
import { CoachHome } from '../../../features/dashboard/components/coach-home';
import { HomeScreen } from '../../../features/dashboard/components/home-screen';
import { ReviewResponseNotice } from '../../../features/assignments/components/review-response-notice';
import { SpacedReviewCard } from '../../../features/modules/components/spaced-review-card';
import { spacedReviewQuery } from '../../../features/modules/api/spaced-review';
import {
  modulesQuery,
  useMicrolearningModules,
} from '../../../features/modules/api/get-microlearning-modules';
import { WeekOverview } from '../../../features/modules/components/week-overview';
import { WeekStreakCard } from '../../../features/modules/components/week-streak-card';
import { MyOrganizations } from '../../../features/organisations/components/my-organizations';
import { NewImiFlags } from '../../../features/review/components/new-imi-flags';
import { ReviewWaiting } from '../../../features/review/components/review-waiting';
import { brainfoodCountQuery } from '../../../features/brainfood/api/brainfood';
import { isLearner, isStaff, needsOnboarding } from '../../../lib/onboarding';
import { queryClient } from '../../../lib/query-client';
import { sessionUser, useSessionUser } from '../../../lib/session';

/**
 * The reads of a home that shows a week, asked for as its route loads (issue 22): asked by its
 * components, they waited for the first render, then for their declarations' modules, and only
 * then went out. The components take the answers (or the reads on their way) from the cache. A
 * coach's or admin's own week (decision 029) shows no review card.
 */
export function loader() {
  const user = sessionUser();
  if (!isLearner(user) || needsOnboarding(user)) return null;
  const reads = [
    () => queryClient.prefetchQuery(checkAssignmentQuery()),
    () => queryClient.prefetchQuery(reviewResponsesQuery()),
    () => queryClient.prefetchQuery(modulesQuery()),
    () => queryClient.prefetchQuery(brainfoodCountQuery('current')),
    ...(isStaff(user) ? [] : [() => queryClient.prefetchQuery(spacedReviewQuery())]),
  ];
  // Each in a task of its own, still before the first render: asking one loads its declaration
  // and links its modules (some 5 ms on this machine), and all five in the router's start made
  // that the start's longest task (decision 071, "Later").
  for (const read of reads) setTimeout(() => void read());
  return null;
}

/** /dashboards: a learner's week, or a coach's (and platform admin's) own home (decision 029). */
export function Component() {
  const user = useSessionUser();
  const week = (
    <WeekOverview
      brainfoodTile={(week) => <BrainfoodTile week="current" isLocked={week.isLocked} />}
    />
  );
  if (!isStaff(user)) return <LearnerHome week={week} />;
  return (
    <CoachHome
      waiting={
        <>
          {user?.isCoach && <NewImiFlags />}
          {user?.isCoach && <ReviewWaiting />}
          {user?.isPlatformAdmin && <AdminWaiting />}
        </>
      }
      organizations={<MyOrganizations />}
      ownWeek={
        isLearner(user) ? (
          <>
            <ReviewResponseNotice />
            <NewAssignmentNotice />
            {week}
          </>
        ) : undefined
      }
    />
  );
}

function LearnerHome({ week }: { week: ReactNode }) {
  // The notices' and the week's own reads (shared with them): the home waits for their answers
  // to show.
  const newWork = useQuery(checkAssignmentQuery());
  const responses = useReviewResponses();
  // Issue 24: the review's card is among what is new (one small indexed read beside these).
  const review = useQuery(spacedReviewQuery());
  const modules = useMicrolearningModules();
  // Made once: each read that arrives renders the home again, and the notices (each with its own
  // read) need not render with it (issue 22: some 50 components a time on a phone).
  const notices = useMemo(
    () => (
      <>
        <ReviewResponseNotice />
        <NewAssignmentNotice />
        <SpacedReviewCard />
        <WeekStreakCard />
      </>
    ),
    [],
  );
  return (
    <HomeScreen
      isPending={newWork.isPending || responses.isPending || review.isPending || modules.isPending}
      notices={notices}
      programme={week}
    />
  );
}
