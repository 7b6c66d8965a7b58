/**
 * The design tokens and the global rules (reset, focus ring, fonts): an app imports this once, from its entry.
 * Kept out of the main entry point so that it has no side effects: the bundler then leaves out every component a
 * page does not use, instead of keeping the whole catalogue in the first load.
 */
import './styles/tokens.css';
import './styles/global.css';
import { keepToContentSecurityPolicy } from './styles/content-security';

// Before any library adds a <style> element or parses: the page's policy refuses inline style and generated code.
keepToContentSecurityPolicy();
