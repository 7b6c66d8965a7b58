/** Typed text as the literal part of a `like` pattern: its `%`, `_` and `\` match themselves (PostgreSQL's escape). */
export const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `like` pattern of typed text anywhere in the value. */
export const containsPattern = (text: string) => `%${likeText(text)}%`;
