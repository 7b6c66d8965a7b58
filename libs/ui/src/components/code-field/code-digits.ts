// Digits typed on Arabic-Indic, Persian or full-width keyboards count as the digits they stand for.
const digitBlocks = [0x0660, 0x06f0, 0xff10];

function toAsciiDigit(char: string): string {
  const code = char.charCodeAt(0);
  for (const start of digitBlocks) if (code >= start && code <= start + 9) return String(code - start);
  return char;
}

/**
 * What a code field keeps of what was typed or pasted: digits only, at most `length` of them
 * ("123 456", "123-456" and a pasted "Kode: 123456" all become "123456").
 */
export function codeDigits(raw: string, length: number): string {
  return [...raw].map(toAsciiDigit).join('').replace(/\D/g, '').slice(0, length);
}
