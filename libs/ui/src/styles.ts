/**
 * The design tokens and the global rules (reset, focus ring, fonts): an app imports this once, from its entry.
 * Kept out of the main entry point so that it has no side effects: the bundler then leaves out every component a
 * page does not use, instead of keeping the whole catalogue in the first load.
 */
import './styles/tokens.css';
import './styles/global.css';
