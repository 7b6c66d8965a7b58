import { learningArticles } from '../../src/modules/learning/schema';

/** The answer's `value`, which a successful call always has. */
export function valueOf<T>(answer: { status?: number; body: { value?: T | null } }): T {
  if (answer.body.value == null) throw new Error(`The answer (${answer.status ?? '?'}) has no value`);
  return answer.body.value;
}

/** A published guide of the PRODUCTS category, in id and en, named by its slug; `extra` changes any column. */
export const article = (slug: string, extra: Partial<typeof learningArticles.$inferInsert> = {}): typeof learningArticles.$inferInsert => ({
  slug,
  kind: 'GUIDE',
  categoryCode: 'PRODUCTS',
  titleId: `Judul ${slug}`,
  titleEn: `Title ${slug}`,
  summaryId: 'Ringkasan',
  summaryEn: 'Summary',
  bodyId: '<p>Isi</p>',
  bodyEn: '<p>Body</p>',
  status: 'PUBLISHED',
  ...extra,
});
