import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { learningStudioErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `learning-studio` namespace, in Indonesian (the default) and English. */
export const learningStudioResources: ResourceBundle = { ns: 'learning-studio', en, id };

/** `t` of the `learning-studio` namespace; adds the bundle, and the texts of the LEARNING_* codes, on first use. */
export function useLearningStudioTranslation() {
  return useResourceTranslation(learningStudioResources, [learningStudioErrorTexts]);
}
