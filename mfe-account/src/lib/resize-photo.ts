/**
 * A phone's photo is 4-12 MB: sent as it is, it takes minutes on a mobile connection. The
 * server keeps at most 1600 px on the long side anyway (uploads/image-encoder.ts), so the
 * browser scales it to that first. Runs on the page's thread: the library's web worker would
 * load its script from a CDN, which our CSP (rightly) refuses. The library comes with the first
 * photo picked: evaluating it was a 30 ms task of opening the editor (README "The listing
 * editor without antd"). The listing editor and the messages' photos both use it.
 */
export async function resizePhoto(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { maxWidthOrHeight: 1600, maxSizeMB: 2, useWebWorker: false, initialQuality: 0.88, preserveExif: false });
}
