import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

export const tasksWords = {
  id: { title: 'Tugas', todo: /Perlu dikerjakan/, done: 'Selesai' },
  en: { title: 'Tasks', todo: /To do/, done: 'Done' },
} as const;

/** /task: what needs the seller, with its links, and what is done. */
export class TasksPage extends PageObject {
  async open() {
    await this.page.goto('/task');
    await expect(this.page.getByRole('heading', { name: tasksWords[this.lang].title, level: 1 })).toBeVisible();
  }

  task(id: string): Locator {
    return this.page.locator(`[data-task="${id}"]`);
  }

  /** The list a task is in: to do or done. */
  list(which: 'todo' | 'done'): Locator {
    return this.page.getByRole('list', { name: which === 'todo' ? tasksWords[this.lang].todo : tasksWords[this.lang].done });
  }
}
