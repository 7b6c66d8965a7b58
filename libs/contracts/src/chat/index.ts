export * from './chat';
export * from './chat-call-refs';
export * from './chat-errors';
export * from './chat-feature';
export * from './chat-paths';
