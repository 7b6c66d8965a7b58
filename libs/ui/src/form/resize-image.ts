/** The longest edge in pixels and the JPEG quality (0–1): the shape of contracts' `ResizeImageConfig`, parsed from `seller-resize-image`. */
export interface ResizeRule {
  maxEdge: number;
  quality: number;
}

/** The longest edge of a width × height image brought down to `maxEdge` (never up). */
export function fittedSize(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws a drawable (a video frame, a decoded image) into a JPEG of at most `maxEdge`, or of its own size without a rule. */
export async function drawToJpeg(source: CanvasImageSource, width: number, height: number, resize: ResizeRule | null): Promise<Blob> {
  const size = resize ? fittedSize(width, height, resize.maxEdge) : { width, height };
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the photo.');
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', resize?.quality ?? 0.92),
  );
}

/**
 * §3 seller-resize-image: a picked file is shrunk in the browser when the config says so. Without the rule, or when
 * the browser cannot decode it (the server will judge it), the file goes as it is.
 */
export async function resizePickedFile(file: File, resize: ResizeRule | null): Promise<Blob> {
  if (!resize || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    if (Math.max(bitmap.width, bitmap.height) <= resize.maxEdge && file.size < 1024 * 1024) return file;
    return await drawToJpeg(bitmap, bitmap.width, bitmap.height, resize);
  } finally {
    bitmap.close();
  }
}
