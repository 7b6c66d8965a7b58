/** Slippy-map arithmetic (Web Mercator, 256 px tiles): where a coordinate falls on the tiles of a zoom, and back. */
export const tileSize = 256;

/** The tile coordinates (fractional) of a point at a zoom. */
export function project(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const lat = (Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180;
  return { x: ((longitude + 180) / 360) * n, y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n };
}

/** The point at fractional tile coordinates of a zoom, rounded to six decimals (about 10 cm). */
export function unproject(x: number, y: number, zoom: number): { latitude: number; longitude: number } {
  const n = 2 ** zoom;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  // A click beyond the antimeridian is the same place one world over.
  const longitude = (((((x / n) * 360) % 360) + 360) % 360) - 180;
  return { latitude: round((Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI), longitude: round(longitude) };
}

/** A tile's address from the server's template (`{z}`, `{x}`, `{y}`). */
export function tileUrlOf(template: string, zoom: number, x: number, y: number): string {
  return template.replaceAll('{z}', String(zoom)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
}

/** The tiles around a centre, `columns` × `rows` of them, with their offsets in pixels from the centre. */
export function tilesAround(center: { x: number; y: number }, zoom: number, columns = 5, rows = 3): { x: number; y: number; left: number; top: number }[] {
  const n = 2 ** zoom;
  const tiles: { x: number; y: number; left: number; top: number }[] = [];
  const [x0, y0] = [Math.floor(center.x) - Math.floor(columns / 2), Math.floor(center.y) - Math.floor(rows / 2)];
  for (let y = y0; y < y0 + rows; y++) {
    if (y < 0 || y >= n) continue;
    for (let x = x0; x < x0 + columns; x++) {
      tiles.push({ x: ((x % n) + n) % n, y, left: (x - center.x) * tileSize, top: (y - center.y) * tileSize });
    }
  }
  return tiles;
}
