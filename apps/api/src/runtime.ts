import { randomBytes, randomUUID } from 'node:crypto';

/** Injected time source: tests move it to expire sessions and lift lockouts without sleeping. */
export interface Clock {
  now(): Date;
}

/** Injected randomness: session ids and request ids. */
export interface Random {
  bytes(size: number): Buffer;
  uuid(): string;
}

export const systemClock: Clock = { now: () => new Date() };

export const systemRandom: Random = { bytes: (size) => randomBytes(size), uuid: () => randomUUID() };
