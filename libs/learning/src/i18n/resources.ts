import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { learningErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `learning` namespace, in Indonesian (the default) and English. */
export const learningResources: ResourceBundle = { ns: 'learning', en, id };

/** `t` of the `learning` namespace; adds the bundle, and the texts of the learning codes, on first use. */
export function useLearningTranslation() {
  return useResourceTranslation(learningResources, [learningErrorTexts]);
}
