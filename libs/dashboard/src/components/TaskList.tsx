import { ShellLink } from '@seller-portal/app-runtime';
import type { SellerTask } from '@seller-portal/contracts/analytics';
import { CheckCircleIcon } from '@seller-portal/ui';
import { useDashboardTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import styles from './Dashboard.module.css';

/** One task: what to do (with how many), by when, and the link to where it is done; a done task says so. */
export function TaskItem({ task }: { task: SellerTask }) {
  const { t, i18n } = useDashboardTranslation();
  const format = useFormat();
  const title = task.title ? (i18n.language === 'en' ? task.title.en : task.title.id) : null;
  const text = task.done
    ? t(`tasks.kind.${task.kind}.done`)
    : t(`tasks.kind.${task.kind}.todo`, { count: task.count, formattedCount: format.number(task.count), title });
  return (
    <li className={task.done ? styles.taskDone : styles.task} data-task={task.id}>
      {task.done && (
        <span className={styles.taskCheck}>
          <CheckCircleIcon size={18} />
        </span>
      )}
      <span className={styles.taskText}>
        <span className={styles.taskTitle}>{text}</span>
        {!task.done &&
          task.dueAt !== null &&
          (task.dueAt < Date.now() ? (
            <span className={styles.taskOverdue}>{t('tasks.overdue', { when: format.when(task.dueAt) })}</span>
          ) : (
            <span className={styles.taskDue}>{t('tasks.due', { when: format.when(task.dueAt) })}</span>
          ))}
      </span>
      {!task.done && (
        <ShellLink className={styles.taskAction} to={task.link}>
          {t(`tasks.kind.${task.kind}.action`)}
        </ShellLink>
      )}
    </li>
  );
}

export function TaskList({ tasks, label }: { tasks: readonly SellerTask[]; label: string }) {
  return (
    <ul className={styles.tasks} aria-label={label}>
      {tasks.map((task) => (
        <TaskItem key={task.id} task={task} />
      ))}
    </ul>
  );
}
