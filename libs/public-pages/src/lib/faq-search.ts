/** Lower-case, without accents or punctuation: how a question and a search are compared. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The questions every word of the search is found in (question, answer or group), a word matching as a prefix of one. */
export function matchingQuestions<T extends { group: string; question: string; answer: string }>(items: readonly T[], search: string): T[] {
  const words = searchable(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = ` ${searchable(`${item.question} ${item.answer} ${item.group}`)}`;
    return words.every((word) => haystack.includes(` ${word}`));
  });
}
