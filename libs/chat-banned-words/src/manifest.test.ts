import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { chatBannedWordsManifest } from './manifest';

it('serves /chat-banned-word with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(chatBannedWordsManifest, '/chat-banned-word');
});
