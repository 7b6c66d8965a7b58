/** See demo-seller.mjs. */
export function signInDemoSeller(baseUrl: string): Promise<string>;
