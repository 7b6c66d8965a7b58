import { describe, expect, it } from 'vitest';
import { project, tilesAround, tileUrlOf, unproject } from './map-tiles';

describe('the map tiles', () => {
  it('finds Monas, Jakarta, on its zoom-16 tile (x 52215, y 33894), and back', () => {
    const { x, y } = project(-6.1754, 106.8272, 16);
    expect([Math.floor(x), Math.floor(y)]).toEqual([52215, 33894]);
    expect(unproject(x, y, 16)).toEqual({ latitude: -6.1754, longitude: 106.8272 });
  });

  it('fills the template and lays the tiles around the centre, none off the map', () => {
    expect(tileUrlOf('https://tiles.example.com/{z}/{x}/{y}.png', 5, 25, 16)).toBe('https://tiles.example.com/5/25/16.png');
    const tiles = tilesAround({ x: 1.5, y: 0.5 }, 1);
    expect(tiles.every((t) => t.y >= 0 && t.y < 2 && t.x >= 0 && t.x < 2)).toBe(true);
    expect(tiles).toContainEqual({ x: 1, y: 0, left: -128, top: -128 });
  });
});
