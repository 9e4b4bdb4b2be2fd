import { DashboardPage } from '#client/features/dashboard/dashboard-page.tsx';
import { SermonGenerator } from '#client/features/sermons/sermon-generator.tsx';

/**
 * The dashboard with the generator in it: the app composes the two features here, in one module the
 * router loads, so the page's code is one request rather than one per feature (decision 0054).
 */
export function DashboardRoute() {
  return <DashboardPage generator={<SermonGenerator />} />;
}
