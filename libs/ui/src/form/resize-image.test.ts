import { describe, expect, it } from 'vitest';
import { fittedSize } from './resize-image';

describe('resizing a photo to seller-resize-image', () => {
  it.each([
    ['a landscape photo keeps its ratio at the max edge', 4000, 3000, 1600, { width: 1600, height: 1200 }],
    ['a portrait photo keeps its ratio at the max edge', 3000, 4000, 1600, { width: 1200, height: 1600 }],
    ['a smaller photo is never enlarged', 800, 600, 1600, { width: 800, height: 600 }],
    ['a very thin photo keeps at least one pixel', 10000, 1, 1000, { width: 1000, height: 1 }],
  ])('%s', (_, width, height, maxEdge, expected) => {
    expect(fittedSize(width, height, maxEdge)).toEqual(expected);
  });
});
