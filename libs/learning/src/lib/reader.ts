import { useApiClient } from '@seller-portal/api-client';
import { holdsAccess } from '@seller-portal/contracts/core';
import { learningFeature, type LearningReadingProgress } from '@seller-portal/contracts/education';
import { useSession } from '@seller-portal/session-guard';
import { useQuery } from '@tanstack/react-query';
import { readingProgressQuery } from '../api/learning';

/** The user whose reading progress the pages keep: a session holding the feature's access (a STORE seller), else null. */
export function useReader(): string | null {
  const session = useSession().data;
  return session && holdsAccess(session, learningFeature.access) ? session.userId : null;
}

/** The signed-in seller's progress by article slug; an empty map for a visitor (who sees no marks). */
export function useReaderProgress(): Map<string, LearningReadingProgress> {
  const reader = useReader();
  const client = useApiClient();
  const progress = useQuery({ ...readingProgressQuery(client, reader ?? ''), enabled: reader !== null });
  return (reader !== null && progress.data) || noProgress;
}

const noProgress = new Map<string, LearningReadingProgress>();
