import { existsSync } from 'node:fs';

/**
 * Debian's Chromium: nothing downloads a browser here. Headless runs take its headless shell (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs headless tests in: a third less CPU for the suite than
 * the full browser); `CHROMIUM_PATH=/usr/bin/chromium` for `--headed` or to compare.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The flags of every launch: no sandbox in the container, no GPU, none of the browser's own background traffic. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Chromium's fake camera (a test pattern) with the permission granted: the capture pages' getUserMedia path. */
export const fakeCameraLaunch = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

/**
 * The full browser, for what the headless shell does not do: it answers `denied` for notifications whatever the
 * context grants, so the desktop notifications of seller chat and the web push question (asked while the permission
 * is still `default`) need this one.
 */
export const fullChromiumLaunch = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs };
