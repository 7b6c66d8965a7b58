import { cspNonce, shareNonceWithStyleLibraries } from '@seller-portal/ui';
import { RedocStandalone } from 'redoc';

// Redoc's styled-components give the <style> elements they add webpack's global nonce: the page's.
shareNonceWithStyleLibraries();

/**
 * Redoc renders the document. This module is imported only by the specification page, on demand, so Redoc (with
 * mobx and styled-components) is a chunk of its own that no other page loads. Search is off: it runs in a worker
 * made from a blob, which the portal's Content-Security-Policy does not allow.
 */
export default function RedocView({ document, onReady }: { document: Record<string, unknown>; onReady: () => void }) {
  return (
    <RedocStandalone
      spec={document}
      onLoaded={(error) => {
        if (!error) onReady();
      }}
      options={{
        disableSearch: true,
        // Its <style> elements (added by its own bundled loader, which reads no global) carry the page's nonce.
        nonce: cspNonce(),
        hideDownloadButton: true,
        hideHostname: false,
        expandResponses: '200',
        nativeScrollbars: true,
        scrollYOffset: 0,
        theme: {
          colors: { primary: { main: '#0052b8' } },
          typography: { fontFamily: 'inherit', headings: { fontFamily: 'inherit' } },
          sidebar: { width: '240px' },
        },
      }}
    />
  );
}
