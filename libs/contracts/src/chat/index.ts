export * from './chat';
export * from './chat-errors';
