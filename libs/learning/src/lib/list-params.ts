import { useSearchParams } from 'react-router-dom';

const categoryPattern = /^[A-Z0-9_]{1,40}$/;

/** A list's `?category=` and `?page=` (from 1 in the address, from 0 for the server); anything else is ignored. */
export function useListParams(): { category: string | undefined; page: number; hrefOf: (change: { category?: string | null; page?: number }) => string } {
  const [params] = useSearchParams();
  const rawCategory = params.get('category') ?? '';
  const category = categoryPattern.test(rawCategory) ? rawCategory : undefined;
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 1000 ? pageNumber - 1 : 0;
  return {
    category,
    page,
    hrefOf: (change) => {
      const next = new URLSearchParams();
      const nextCategory = change.category === null ? undefined : (change.category ?? category);
      if (nextCategory) next.set('category', nextCategory);
      const nextPage = change.page ?? 0;
      if (nextPage > 0) next.set('page', String(nextPage + 1));
      const text = next.toString();
      return text ? `?${text}` : '?';
    },
  };
}
