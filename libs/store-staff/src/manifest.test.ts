import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { storeStaffManifest } from './manifest';

it('serves /store/staff with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(storeStaffManifest, '/store/staff');
});
