import '../src/styles';
import { createI18n, I18nextProvider, type Language, type ResourceBundle } from '@seller-portal/i18n';
import { createToastStore, ToastProvider, uiResources, type ToastStore } from '@seller-portal/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import en from './i18n/en.json';
import id from './i18n/id.json';

// Demo texts of the stories themselves, so a story reads naturally in either language.
const storyResources: ResourceBundle = { ns: 'stories', en, id };

const instances: Record<Language, ReturnType<typeof createI18n>> = {
  id: createI18n({ lng: 'id', resources: [uiResources, storyResources] }),
  en: createI18n({ lng: 'en', resources: [uiResources, storyResources] }),
};

// One toast store per story, so toasts of one story never show in another.
const stores = new Map<string, ToastStore>();

const withProviders: Decorator = (Story, context) => {
  const locale: Language = context.globals['locale'] === 'en' ? 'en' : 'id';
  const i18n = instances[locale];
  document.documentElement.lang = locale;
  let store = stores.get(context.id);
  if (!store) {
    store = createToastStore();
    stores.set(context.id, store);
  }
  return (
    <I18nextProvider i18n={i18n} key={locale}>
      <ToastProvider store={store}>
        <Story />
      </ToastProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia', right: 'id' },
          { value: 'en', title: 'English', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'id' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 800', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
