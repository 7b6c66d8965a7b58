/** Where the console lives on the site; the router's paths are relative to it. */
export const consoleBasename = '/console';
