// §3 seller-resize-image: a picked or captured photo shrunk in the browser before it is uploaded, an entry point of
// its own (`@seller-portal/ui/image`) for the pages that upload photos.
export { drawToJpeg, fittedSize, resizePickedFile, type ResizeRule } from './form/resize-image';
