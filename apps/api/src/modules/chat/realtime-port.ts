import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/open-database';

/** A socket's principal when it has no portal session: what it hears and until when (epoch ms). */
export interface ChatSocketPrincipal {
  audiences: readonly string[];
  endsAt: number | null;
}

/**
 * What chat needs of the realtime service (DESIGN.md "Realtime"): a stored event written in chat's own transaction
 * (delivered on commit, never on rollback), an ephemeral one (typing), and admitting the buyer app's sockets.
 */
export interface ChatRealtime {
  /** One event to several audiences in one statement: a message goes to the store and to its customer at once. */
  publishToAudiences(tx: Transaction, audiences: readonly string[], type: string, payload: unknown): Promise<unknown>;
  publishEphemeral(audience: string, type: string, payload: unknown): unknown;
  registerAuthenticator(authenticator: (request: FastifyRequest) => Promise<ChatSocketPrincipal | null>): void;
}
