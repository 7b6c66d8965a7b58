import { describe, expect, it } from 'vitest';
import { defaultResizeImage, parseResizeImageConfig } from './resize-image';

describe('config seller-resize-image (§3)', () => {
  it.each<[string, string | undefined, ReturnType<typeof parseResizeImageConfig>]>([
    ["'true' resizes with the defaults", 'true', defaultResizeImage],
    ['an object sets the edge and quality', '{"maxEdge":1280,"quality":0.8}', { maxEdge: 1280, quality: 0.8 }],
    ['an object with the edge only keeps the default quality', '{"maxEdge":2048}', { maxEdge: 2048, quality: defaultResizeImage.quality }],
    ["'false' is no resize", 'false', null],
    ['absent is no resize', undefined, null],
    ['unparseable is no resize', '{maxEdge:', null],
    ['an edge below 320 px is no resize', '{"maxEdge":100}', null],
    ['a quality above 1 is no resize', '{"quality":2}', null],
    ['a list is no resize', '[1600]', null],
  ])('%s', (_, raw, expected) => {
    expect(parseResizeImageConfig(raw)).toEqual(expected);
  });
});
