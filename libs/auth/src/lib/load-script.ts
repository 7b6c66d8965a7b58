const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once (later calls share the first promise); a failed load can be tried again.
 * Used for the sign-in SDKs, which load only when their button is seen or pressed.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
