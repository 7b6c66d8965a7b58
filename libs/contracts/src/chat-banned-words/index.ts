export * from './chat-banned-words';
