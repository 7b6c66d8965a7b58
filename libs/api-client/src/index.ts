export { createApiClient, isSuccessfulResponse, standardQuery } from './lib/client';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './lib/client';
export { ApiError, errorFromResponse, isApiError, networkErrorCode } from './lib/api-error';
export { buildQuery, buildUrl } from './lib/query';
export type { QueryParams, QueryValue } from './lib/query';
export { isPublicApiPath, publicApiPrefixes } from './lib/public-paths';
export { ApiClientProvider, useApiClient } from './lib/context';
export { shouldRetryQuery, maxQueryRetries } from './lib/retry';
