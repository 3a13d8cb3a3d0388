/**
 * The address a page's frame opens a PDF at: without the viewer's toolbar. Chromium's viewer
 * moves the document under its toolbar as it opens, a layout shift of the page (Lighthouse CLS
 * 0.039 on /hoarding); each frame has the toolbar's uses as the page's own links beside it, in
 * the page's language: Open in New Tab (the browser's full viewer, with zoom and print).
 */
export function framedPdf(url: string): string {
  return `${url}#toolbar=0`;
}
