import { chatCallRefs, isMppChat } from '@seller-portal/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '../core/query-keys';
import { useChat } from './chat-provider';

export interface ChatMpp {
  /** §4.10 the MPP decision; false until it is known. */
  mpp: boolean;
  /** The pickup points the user may see (code → name), for an MPP store; null otherwise. */
  pickupPoints: ReadonlyMap<string, string> | null;
  isPending: boolean;
}

/**
 * §4.10 after the token: the chat config, the store's flag (the config's, or the database's where Firebase holds
 * it), and for an MPP store the pickup points assigned to this user.
 */
export function useChatMpp(): ChatMpp {
  const { api, port, storeCode } = useChat();
  const config = useQuery({
    queryKey: chatKeys(storeCode).named('config'),
    enabled: port !== null,
    queryFn: async ({ signal }) => {
      const answer = await api.call(chatCallRefs.config, { signal });
      const databaseFlag = port ? await port.storeMppFlag() : null;
      return isMppChat({ ...answer, isStoreMppFlagSet: databaseFlag ?? answer.isStoreMppFlagSet }, storeCode);
    },
    staleTime: 10 * 60_000,
  });
  const mpp = config.data === true;
  const pickupPoints = useQuery({
    queryKey: chatKeys(storeCode).named('assigned-pickup-points'),
    enabled: mpp,
    queryFn: ({ signal }) => api.call(chatCallRefs.assignedPickupPoints, { signal }),
    select: (points) => new Map(points.map((point) => [point.code, point.name])),
    staleTime: 10 * 60_000,
  });
  return { mpp, pickupPoints: mpp ? (pickupPoints.data ?? null) : null, isPending: config.isPending || (mpp && pickupPoints.isPending) };
}
