export { createApiClient } from './lib/client';
export type { ApiClient, HttpMethod, NoAnswerHandler, RequestOptions } from './lib/client';
export { ApiError, isApiError, networkErrorCode } from './lib/api-error';
export { ApiClientProvider, useApiClient } from './lib/context';
export { shouldRetryQuery } from './lib/retry';
export { serverErrorText } from './lib/error-text';
export { queryKeysFactory, type QueryKeys } from './lib/query-keys';
export { postForm } from './lib/post-form';
export type { CallArguments, CallRequest } from './lib/client';
