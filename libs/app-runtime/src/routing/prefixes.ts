// The first page's navigation reads it: contracts' function, without the rest of the feature module.
export { isUnderPrefix } from '@seller-portal/contracts/core';
