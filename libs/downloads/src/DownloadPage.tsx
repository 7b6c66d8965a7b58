import { downloadOf } from '@seller-portal/contracts/downloads';
import { Button, Card, Container, Stack } from '@seller-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useDownloadsTranslation } from './i18n/resources';

export interface DownloadPageProps {
  /** The route's `:type`: which kind of file (contracts' `downloadTypes`). */
  type: string;
  /** The query's `id`: which file of that kind (absent for a kind with one file per store). */
  id: string | null;
}

/** Why a file could not be had, as the page words it. */
type Refusal = 'gone' | 'forbidden' | 'invalid' | 'failed';

class DownloadRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal);
  }
}

/** The file of `url` with the name its server gave it; a refusal says why there is none. */
async function fetchFile(url: string, signal: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch {
    throw new DownloadRefused('failed');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const code = ((await response.json().catch(() => null)) as { errorCode?: string } | null)?.errorCode ?? '';
    if (response.status === 404 || code.endsWith('NOT_FOUND')) throw new DownloadRefused('gone');
    if (response.status === 403 || response.status === 401) throw new DownloadRefused('forbidden');
    // The server refused the id itself (a month or a number of the wrong shape).
    if (response.status === 400) throw new DownloadRefused('invalid');
    throw new DownloadRefused('failed');
  }
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ? decodeURIComponent(named) : (url.split('?')[0].split('/').pop() ?? 'download') };
}

/** Hands a file to the browser as a download. */
function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * §2.5 `/download/:type?id=`: downloads the signed-in seller's file of that kind through its feature's call (which
 * decides whether this account may have it). A link naming no known kind or no file, a file that is gone or one the
 * account may not have gets a page saying so, never an error view.
 */
export function DownloadPage({ type, id }: DownloadPageProps) {
  const { t, i18n } = useDownloadsTranslation();
  const asked = downloadOf(type, id, i18n.language === 'en' ? 'en' : 'id');
  const url = 'file' in asked ? asked.file : null;
  const file = useQuery({
    queryKey: ['downloads', url],
    queryFn: ({ signal }) => fetchFile(url ?? '', signal),
    enabled: url !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  // Once per file the page fetched (a render again, or React's development double effects, saves nothing twice).
  const saved = useRef<unknown>(null);
  useEffect(() => {
    if (!file.data || saved.current === file.data) return;
    saved.current = file.data;
    saveFile(file.data.blob, file.data.fileName);
  }, [file.data]);

  const refusal: Refusal | null = 'problem' in asked ? 'invalid' : file.error instanceof DownloadRefused ? file.error.refusal : file.error ? 'failed' : null;
  const dashboard = <Link to="/dashboard">{t('dashboard')}</Link>;
  let content;
  if (refusal === 'invalid') {
    content = (
      <>
        <h1>{t('invalidTitle')}</h1>
        <p>{t('problem' in asked && asked.problem === 'unknown-type' ? 'unknownType' : 'missingId')}</p>
        <p>{dashboard}</p>
      </>
    );
  } else if (refusal === 'gone' || refusal === 'forbidden') {
    content = (
      <>
        <h1>{t(`${refusal}Title`)}</h1>
        <p>{t(refusal)}</p>
        <p>{dashboard}</p>
      </>
    );
  } else if (refusal === 'failed') {
    content = (
      <>
        <h1>{t('title')}</h1>
        <p role="alert">{t('failed')}</p>
        <Button onClick={() => void file.refetch()}>{t('retry')}</Button>
      </>
    );
  } else if (file.data) {
    content = (
      <>
        <h1>{t('title')}</h1>
        <p role="status">{t('started')}</p>
        <p>{t('startedHint')}</p>
        <Button variant="secondary" onClick={() => saveFile(file.data.blob, file.data.fileName)}>
          {t('again')}
        </Button>
      </>
    );
  } else {
    content = (
      <>
        <h1>{t('title')}</h1>
        <p role="status">{t('preparing')}</p>
      </>
    );
  }
  return (
    <Container>
      {/* A short message reads best in a narrow column, even on a wide screen. */}
      <Card style={{ maxWidth: '40rem', marginInline: 'auto' }}>
        <Stack gap={3} align="flex-start">
          {content}
        </Stack>
      </Card>
    </Container>
  );
}
