// §5: only the standard alphabet with correct '=' padding; URL-safe or unpadded text is refused.
const standardBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function base64ToBytes(value: string): Uint8Array {
  if (typeof value !== 'string' || !standardBase64.test(value)) throw new Error('Invalid Base64');
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function isBase64(value: unknown): value is string {
  return typeof value === 'string' && standardBase64.test(value);
}

/** Decodes standard base64 into UTF-8 text; throws Error('Invalid Base64') for anything else. */
export function decodeBase64(value: string): string {
  return new TextDecoder().decode(base64ToBytes(value));
}

/** Encodes UTF-8 text as standard base64 (the inverse of decodeBase64). */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Reads a value handed over as base64-encoded UTF-8 JSON (for example a token payload in a
 * query parameter). It is an encoding, not encryption: nothing secret should travel this way.
 * Throws Error('Invalid Base64') when the text is not standard base64 and
 * Error('Invalid encrypted value') when the decoded bytes are not UTF-8 JSON.
 */
export function decryptValue<T = unknown>(value: string): T {
  const bytes = base64ToBytes(value);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return JSON.parse(text) as T;
  } catch {
    throw new Error('Invalid encrypted value');
  }
}
