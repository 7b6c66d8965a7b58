export * from './chat-banned-words';
export * from './chat-banned-words-feature';
