/**
 * A customer's name as the conversation list shows it (the room shows it whole): each word keeps its first and
 * last letter, the letters between become `*`; a word of one or two letters keeps its first.
 */
export function maskCustomerName(name: string): string {
  return name
    .split(/(\s+)/)
    .map((part) => {
      const letters = [...part];
      if (/^\s*$/.test(part)) return part;
      if (letters.length <= 2) return letters[0] + '*'.repeat(letters.length - 1);
      return letters[0] + '*'.repeat(letters.length - 2) + letters[letters.length - 1];
    })
    .join('');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `banned-word/mask-text`: each listed word, matched whole (not inside another word) and in any case, becomes as
 * many `*` as it has characters.
 */
export function maskBannedWords(text: string, words: readonly string[]): { text: string; masked: boolean } {
  const usable = words.map((w) => w.trim()).filter(Boolean);
  if (!usable.length) return { text, masked: false };
  // Longest first, so "kata kasar" is masked whole before "kata".
  const alternatives = [...usable].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  let masked = false;
  const result = text.replace(pattern, (word) => {
    masked = true;
    return '*'.repeat([...word].length);
  });
  return { text: result, masked };
}
