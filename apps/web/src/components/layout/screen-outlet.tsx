import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from './page-spinner';

/**
 * The route's screen. A screen whose texts have not arrived yet (each i18n namespace is fetched
 * when first used) waits here, under the layout's header, with the spinner.
 */
export function ScreenOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
