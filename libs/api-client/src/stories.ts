// The catalogue's (Storybook's) way to show a page that reads the server: an entry point of its own
// (`@seller-portal/api-client/stories`), so no app carries it.
export { storyApiClient, withStoryApi, type StoryAnswer } from './lib/story-api';
