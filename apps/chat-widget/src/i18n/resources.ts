import type { ResourceBundle } from '@seller-portal/i18n';
import { widget as en } from './en.json';
import { widget as id } from './id.json';

/** The widget page's `widget` namespace. */
export const widgetResources: ResourceBundle = { ns: 'widget', en, id };
