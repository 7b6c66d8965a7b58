/**
 * How deep objects and arrays sit inside each other. Parsing deep JSON is cheap, but every recursive step after it
 * (serialising an answer, copying, validating) runs out of stack on a value a few thousand levels deep: such input
 * is refused where it comes in.
 */

/** Nesting real requests, files and stored values stay well under. */
export const maxJsonNesting = 64;

/** Whether JSON text opens more than `max` objects and arrays inside each other: one pass, before it is parsed. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c) at += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Whether parsed data holds objects and arrays more than `max` deep, measured without recursion. */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (pending.length) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    if (depth + 1 > max) return true;
    // An alias repeats a node it already holds: each node is looked into once.
    seen.add(current);
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
