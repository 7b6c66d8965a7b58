import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { useIsServed } from '@seller-portal/app-runtime';
import { useSession } from '@seller-portal/session-guard';
import { Card, Container } from '@seller-portal/ui';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { tasksQuery } from './api/dashboard';
import { TaskList } from './components/TaskList';
import { useDashboardTranslation } from './i18n/resources';
import { useLiveFigures } from './lib/live-figures';
import styles from './components/Dashboard.module.css';

/**
 * /task (§2.5): everything that needs the seller, nearest deadline first, each with its link; then what is done. Only
 * the tasks whose page a mounted feature serves.
 */
export function TasksPage() {
  const { t } = useDashboardTranslation();
  const client = useApiClient();
  const { data: session } = useSession();
  const served = useIsServed(session);
  const tasks = useQuery(tasksQuery(client));
  useLiveFigures();
  const shown = tasks.data?.filter((task) => served(task.link)) ?? [];
  const open = shown.filter((task) => !task.done);
  const done = shown.filter((task) => task.done);
  return (
    <Container>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('tasks.pageTitle')}</h1>
        <p className={styles.muted}>{t('tasks.lead')}</p>
      </div>
      {tasks.isError ? (
        <p role="alert" className={styles.error}>
          {serverErrorText(t, tasks.error)}{' '}
          <button type="button" className={styles.retry} onClick={() => void tasks.refetch()}>
            {t('figures.retry')}
          </button>
        </p>
      ) : !tasks.data ? (
        <SkeletonGroup label={t('tasks.loading')}>
          <Skeleton width="80%" />
          <Skeleton width="70%" />
          <Skeleton width="75%" />
        </SkeletonGroup>
      ) : (
        <div className={styles.taskColumns}>
          <Card title={t('tasks.todo', { count: open.length })}>
            {open.length ? <TaskList tasks={open} label={t('tasks.todoLabel')} /> : <p className={styles.muted}>{t('tasks.allDone')}</p>}
          </Card>
          <Card title={t('tasks.doneTitle')}>
            {done.length ? <TaskList tasks={done} label={t('tasks.doneTitle')} /> : <p className={styles.muted}>{t('tasks.noneDone')}</p>}
          </Card>
        </div>
      )}
    </Container>
  );
}
