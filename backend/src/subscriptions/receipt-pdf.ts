import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';

/** A receipt is a page or two: more is not a receipt, and each page costs a rendering. */
export const MAX_RECEIPT_PAGES = 3;

/** What a PDF does besides being read: scripts, actions on opening, forms that send, files inside. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData'].map((key) =>
  PDFName.of(key),
);

/** The 14 standard fonts a PDF may name without embedding them (Helvetica, Times…), as pdf.js ships them. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Why a PDF is not taken as a receipt; null when it may be. */
export async function pdfProblem(content: Buffer): Promise<string | null> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(content, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    return 'the PDF cannot be read (damaged or encrypted)';
  }
  const pages = pdf.getPageCount();
  if (pages === 0 || pages > MAX_RECEIPT_PAGES) return `a receipt has 1 to ${MAX_RECEIPT_PAGES} pages`;
  const objects = [pdf.catalog, ...pdf.context.enumerateIndirectObjects().map(([, object]) => object)];
  if (objects.some((object) => object instanceof PDFDict && ACTIVE_KEYS.some((key) => object.has(key)))) return 'the PDF holds scripts, actions or embedded files';
  return null;
}

/**
 * The receipt's pages drawn one under the other (pdf.js; it runs no script of a PDF), each at most
 * `size` pixels wide or high: what an admin opens is an image, never the sender's PDF.
 */
export async function pdfAsImage(content: Buffer, size: number): Promise<Buffer> {
  // Loaded when a PDF is drawn, not with the app: pdf.js and its canvas are large, and most processes never draw one.
  const [{ getDocument }, { createCanvas }] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]);
  const loading = getDocument({ data: new Uint8Array(content), disableFontFace: true, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS, verbosity: 0 });
  try {
    const document = await loading.promise;
    const pages: { input: Buffer; width: number; height: number }[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_RECEIPT_PAGES); number += 1) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(3, size / Math.max(natural.width, natural.height)) });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      // pdf.js draws on any canvas with the DOM's 2D API, which @napi-rs/canvas gives Node; a page with no background of its own is white, as on paper.
      await page.render({ canvas, viewport, background: '#ffffff' }).promise;
      pages.push({ input: await canvas.encode('png'), width: canvas.width, height: canvas.height });
    }
    const width = Math.max(...pages.map((page) => page.width));
    let top = 0;
    const placed = pages.map(({ input, height }) => ({ input, left: 0, top: (top += height) - height }));
    return await sharp({ create: { width, height: top, channels: 3, background: '#ffffff' } })
      .composite(placed)
      .webp({ quality: 85 })
      .toBuffer();
  } finally {
    await loading.destroy();
  }
}
