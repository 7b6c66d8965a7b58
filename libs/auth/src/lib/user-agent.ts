/** What a person recognises a signed-in device by: its browser (or the app) and its system. */
export interface DeviceDescription {
  /** `app` for the marketplace's own Android and iOS apps. */
  browser: 'app' | 'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari' | null;
  system: 'Android' | 'iOS' | 'Windows' | 'macOS' | 'ChromeOS' | 'Linux' | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const browsers: readonly [DeviceDescription['browser'], RegExp][] = [
  ['app', /\bMTA[-_ /]?(Android|iOS)\b/i],
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*Safari\//],
];

const systems: readonly [DeviceDescription['system'], RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(iPhone|iPad|iPod)\b|\bMTA[-_ /]?iOS\b/i],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** A user agent as the signed-in devices list names it; nulls where it says nothing recognisable. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  return {
    browser: browsers.find(([, pattern]) => pattern.test(ua))?.[0] ?? null,
    system: systems.find(([, pattern]) => pattern.test(ua))?.[0] ?? null,
  };
}
