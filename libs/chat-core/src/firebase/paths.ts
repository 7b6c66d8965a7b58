/** Where a store's chat lives in the Realtime Database (the paths of the Firebase-era portal). */
export function firebasePaths(storeCode: string) {
  return {
    sessions: `sellerChat/storeChatSessions/${storeCode}/sessions`,
    messages: `sellerChat/storeChatMessages/${storeCode}`,
    mppFlag: `sellerChat/storeChatMpp/${storeCode}`,
    typing: `sellerChat/storeChatTyping/${storeCode}`,
  };
}
